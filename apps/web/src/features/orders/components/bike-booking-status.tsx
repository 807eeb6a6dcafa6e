import { formatDateText, formatPrice, type Booking, dealMessages } from '@reride/shared';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

const texts = dealMessages.deal;

/** The headline of the viewer's booking, or null when it no longer holds the bike for them. */
export function bikeBookingHeadline(booking: Booking): string | null {
  const price = formatPrice(booking.price);
  if (booking.status === 'booked') {
    if (booking.availability === 'sold') return texts.soldToAnother;
    const by = booking.payBy ? formatDateText(new Date(booking.payBy)) : '';
    return booking.fromOffer ? texts.offerAccepted(price, by) : texts.booked(price, by);
  }
  if (booking.status === 'paid') return texts.paid;
  if (booking.status === 'disputed') return texts.ended.disputed;
  if (booking.status === 'completed') return texts.ended.completed;
  return null;
}

/**
 * What the bike page shows a buyer who booked the bike, in place of Book: what to pay and by
 * when, with Pay, or where the order stands with a link to it.
 */
export function BikeBookingStatus({ booking }: { booking: Booking }) {
  const headline = bikeBookingHeadline(booking);
  if (!headline) return null;
  const payable = booking.status === 'booked' && booking.availability !== 'sold';
  return (
    <div role="status" className="bike-booking-status">
      <p className="bike-booking-status__headline">{headline}</p>
      {payable ? (
        <Link
          className={buttonClassName('primary', 'lg')}
          to={paths.dashboard.payment.getHref(booking._id)}
        >
          {texts.pay(formatPrice(booking.price))}
        </Link>
      ) : (
        <Link
          className={buttonClassName('outline')}
          to={paths.dashboard.order.getHref(booking._id)}
        >
          {texts.seeOrder}
        </Link>
      )}
    </div>
  );
}

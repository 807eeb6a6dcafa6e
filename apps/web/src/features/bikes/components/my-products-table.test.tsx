import { type Bike, commonMessages, toastMessages } from '@reride/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBike, pageResponse } from '../../../testing/bike-fixtures';
import { confirmRemoval } from '../../../testing/confirm-removal';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { paths } from '../../../lib/paths';
import { renderRoutes } from '../../../testing/render';
import { MyProductsTable, type MyProductsTableProps } from './my-products-table';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const EMAIL = 'sara@example.com';
let bikes: Bike[];

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  bikes = [
    makeBike({ _id: 'a00000000000000000000001', name: 'Trek 820', resalePrice: 300 }),
    makeBike({ _id: 'a00000000000000000000002', name: 'Giant Escape', status: 'Sold' }),
  ];
});

function renderTable(props: Partial<MyProductsTableProps> = {}) {
  return renderRoutes([{ path: '/', element: <MyProductsTable sellerEmail={EMAIL} {...props} /> }]);
}

function rowOf(name: string): HTMLElement {
  return screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
}

/** GET /bikes?email= answering the current `bikes`, and PATCH /bikes/:id flipping `advertised`. */
function stubSellerApi() {
  return stubApi({
    'GET /bikes': () => pageResponse(bikes),
    'PATCH /bikes/a00000000000000000000001': () => {
      const bike = bikes[0]!;
      bike.advertised = !bike.advertised;
      return jsonResponse({ acknowledged: true, modifiedCount: 1, advertised: bike.advertised });
    },
  });
}

describe('MyProductsTable (API stubbed)', () => {
  it("asks for the seller's own products and lists them with their status and a count", async () => {
    const api = stubSellerApi();
    renderTable();

    await screen.findByRole('table');
    expect(within(rowOf('Trek 820')).getByText('Available')).toBeInTheDocument();
    expect(within(rowOf('Trek 820')).getByText('$300')).toBeInTheDocument();
    expect(within(rowOf('Giant Escape')).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(api.requests[0]!.url.searchParams.get('email')).toBe(EMAIL);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.join(', ')).toBe('Picture, Item & Price, Status, Listing, Edit, Delete, Toggle');
  });

  it('links an available product to its Edit page, and a sold one to none', async () => {
    stubSellerApi();
    renderTable();

    await screen.findByRole('table');
    const edit = within(rowOf('Trek 820')).getByRole('link', { name: 'Edit Trek 820' });
    expect(edit).toHaveAttribute('href', paths.dashboard.editProduct.getHref(bikes[0]!._id));
    expect(within(rowOf('Giant Escape')).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(
      within(rowOf('Giant Escape')).getByText('Sold items cannot be edited'),
    ).toBeInTheDocument();
  });

  it('keeps Delete quieter than Advertise: outlined, its confirmation is the red one', async () => {
    stubSellerApi();
    renderTable();

    const remove = await screen.findByRole('button', { name: 'Delete Trek 820' });
    expect(remove).toHaveClass('btn--danger-outline');
    expect(remove).not.toHaveClass('btn--danger');
  });

  it('offers Advertise only for an available bike', async () => {
    stubSellerApi();
    renderTable();

    await screen.findByRole('table');
    expect(within(rowOf('Trek 820')).getByRole('button', { name: /^Advertise/ })).toBeEnabled();
    expect(within(rowOf('Giant Escape')).queryByRole('button', { name: /^Advertise/ })).toBeNull();
  });

  it('toasts success on advertise and an error-style toast on revoke, as the server answers', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    stubSellerApi();
    const user = userEvent.setup();
    renderTable();

    await user.click(await screen.findByRole('button', { name: 'Advertise Trek 820' }));

    expect(await screen.findByText(toastMessages.advertised)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(toastMessages.advertised);
    const advertised = await screen.findByRole('button', { name: /^Advertised: Trek 820/ });

    await user.click(advertised);

    expect(await screen.findByText(toastMessages.advertisementRevoked)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(toastMessages.advertisementRevoked);
    expect(success).not.toHaveBeenCalledWith(toastMessages.advertisementRevoked);
    expect(await screen.findByRole('button', { name: 'Advertise Trek 820' })).toBeInTheDocument();
  });

  it('deletes a product after its confirmation and toasts', async () => {
    stubApi({
      'GET /bikes': () => pageResponse(bikes),
      'DELETE /bikes/a00000000000000000000001': () => {
        bikes = bikes.slice(1);
        return jsonResponse({ acknowledged: true, deletedCount: 1 });
      },
    });
    renderTable();

    await confirmRemoval({
      action: 'Delete Trek 820',
      question: commonMessages.confirm.deleteProduct('Trek 820'),
      confirm: commonMessages.confirm.deleteLabel('product'),
      toast: toastMessages.productDeleted,
      gone: 'Trek 820',
    });
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });

  it("says 'You have no products to show' when the seller has none", async () => {
    stubApi({ 'GET /bikes': () => pageResponse([]) });
    renderTable();

    expect(await screen.findByText(commonMessages.empty.products)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/dashboard/add-product',
    );
  });

  it('shows loading rows until the products arrive', async () => {
    stubSellerApi();
    renderTable();

    expect(screen.getByRole('status', { name: 'Loading your products' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByRole('status', { name: 'Loading your products' })).toBeNull();
  });

  it('expands a row with what renderBikeDetails gives for that bike', async () => {
    stubSellerApi();
    const user = userEvent.setup();
    renderTable({ renderBikeDetails: (bike) => <p>Bookings for {bike.name}</p> });

    const toggle = await screen.findByRole('button', { name: 'Details of Trek 820' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Bookings for Trek 820')).toBeNull();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bookings for Trek 820')).toBeInTheDocument();
    expect(screen.queryByText('Bookings for Giant Escape')).toBeNull();
  });
});

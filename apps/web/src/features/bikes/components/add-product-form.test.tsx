import { CATEGORIES, currentYear, messages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi } from '../../../testing/api-stub';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { jsonResponse, renderRoutes } from '../../../testing/render';
import { stubXhrThroughFetch } from '../../../testing/xhr-stub';
import { AddProductForm } from './add-product-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const IMAGE_ID = '0123456789abcdef01234567';
const photo = () => new File([new Uint8Array(2048)], 'bike.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
  stubXhrThroughFetch();
});

function renderForm() {
  return renderRoutes([
    { path: '/', element: <AddProductForm /> },
    { path: paths.dashboard.myProducts.path, element: <h1>My Products page</h1> },
  ]);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Product name'), 'Trek Marlin 7');
  await user.type(screen.getByLabelText('Resale price ($)'), '450');
  await user.type(screen.getByLabelText('Original price ($)'), '900');
  await user.type(screen.getByLabelText('Mobile number'), '01712345678');
  await user.upload(screen.getByLabelText('Photo'), photo());
}

describe('AddProductForm (API stubbed)', () => {
  it('starts with Mountain Bikes, Excellent, Dhaka and the current purchase year', () => {
    renderForm();

    expect(screen.getByLabelText('Category')).toHaveValue(CATEGORIES[0]._id);
    expect(screen.getByRole('option', { name: 'Mountain Bikes' })).toHaveProperty('selected', true);
    expect(screen.getByLabelText('Condition')).toHaveValue('Excellent');
    expect(screen.getByLabelText('Location')).toHaveValue('Dhaka, Bangladesh');
    const year = screen.getByLabelText('Year of purchase');
    expect(year).toHaveValue(currentYear());
    expect(year).toHaveAttribute('min', '1999');
    expect(year).toHaveAttribute('max', String(currentYear()));
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText(/500 x 292/)).toBeInTheDocument();
  });

  it("shows 'Required field' under name, both prices, mobile and photo, and sends nothing", async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const required = messages.validation.requiredField;
    for (const label of [
      'Product name',
      'Resale price ($)',
      'Original price ($)',
      'Mobile number',
      'Photo',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(required),
      );
    }
    expect(screen.getAllByText(required)).toHaveLength(5);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses prices under $20', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('Resale price ($)'), '19');
    await user.type(screen.getByLabelText('Original price ($)'), '19.99');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findAllByText(messages.validation.priceMin)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a photo over 5 MB', async () => {
    const user = userEvent.setup();
    renderForm();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Photo'), huge);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Image must be at most 5 MB')).toBeInTheDocument();
  });

  it('uploads the photo with a progress bar, posts the bike with its URL, then goes to My Products', async () => {
    const upload = deferred<Response>();
    let posted: unknown;
    stubApi({
      'POST /images': () => upload.promise,
      'POST /bikes': ({ init }: { init: RequestInit | undefined }) => {
        posted = JSON.parse(init?.body as string);
        return jsonResponse({ acknowledged: true, insertedId: 'abcdefabcdefabcdefabcdef' }, 201);
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo… 50%' });
    expect(bar).toHaveAttribute('value', '50');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeDisabled();
    upload.resolve(
      jsonResponse({ data: { url: `http://api.test/images/${IMAGE_ID}`, id: IMAGE_ID } }, 201),
    );

    expect(await screen.findByText(messages.toast.productAdded)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Products page' })).toBeInTheDocument();
    expect(posted).toEqual({
      name: 'Trek Marlin 7',
      categoryId: CATEGORIES[0]._id,
      condition: 'Excellent',
      resalePrice: 450,
      originalPrice: 900,
      purchaseYear: currentYear(),
      location: 'Dhaka, Bangladesh',
      mobile: '01712345678',
      description: '',
      img: `http://api.test/images/${IMAGE_ID}`,
    });
  });

  it("keeps the values and shows the server's message when saving fails, without uploading twice", async () => {
    let uploads = 0;
    let fail = true;
    stubApi({
      'POST /images': () => {
        uploads += 1;
        return jsonResponse(
          { data: { url: `http://api.test/images/${IMAGE_ID}`, id: IMAGE_ID } },
          201,
        );
      },
      'POST /bikes': () =>
        fail
          ? jsonResponse({ message: 'The service is busy, try again', code: 'UNAVAILABLE' }, 503)
          : jsonResponse({ acknowledged: true, insertedId: 'abcdefabcdefabcdefabcdef' }, 201),
    });
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('The service is busy, try again')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled());
    expect(screen.getByLabelText('Product name')).toHaveValue('Trek Marlin 7');
    expect(screen.getByLabelText('Resale price ($)')).toHaveValue(450);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(messages.toast.productAdded)).toBeInTheDocument();
    expect(uploads).toBe(1);
  });
});

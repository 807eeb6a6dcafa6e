import { CATEGORIES, catalogueMessages, commonMessages } from '@reride/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { makeBike } from '../../../testing/bike-fixtures';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { fillFields } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { AddProductForm } from './add-product-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

// As its seller reads it: with their own contact (docs/domain.md#contact-privacy).
const bike = makeBike({
  mobile: '01712345678',
  sellerEmail: 'sara@example.com',
  name: 'Trek Marlin 7',
  categoryId: CATEGORIES[1]._id,
  category: CATEGORIES[1].title,
  condition: 'Good',
  resalePrice: 450,
  originalPrice: 900,
  purchaseYear: 2021,
  location: 'Khulna, Bangladesh',
  description: 'Serviced last month.',
  brand: 'Trek',
  frameSize: 'M',
});
const putRoute = `PUT /bikes/${bike._id}`;

function renderEdit() {
  return renderRoutes([
    { path: '/', element: <AddProductForm bike={bike} /> },
    { path: paths.dashboard.myProducts.path, element: <h1>My Products page</h1> },
  ]);
}

describe('AddProductForm editing a listing (API stubbed)', () => {
  it('starts with the stored values and offers no photo picker', () => {
    renderEdit();

    expect(screen.getByLabelText('Product name')).toHaveValue('Trek Marlin 7');
    expect(screen.getByLabelText('Category')).toHaveValue(CATEGORIES[1]._id);
    expect(screen.getByLabelText('Condition')).toHaveValue('Good');
    expect(screen.getByLabelText('Resale price ($)')).toHaveValue(450);
    expect(screen.getByLabelText('Original price ($)')).toHaveValue(900);
    expect(screen.getByLabelText('Year of purchase')).toHaveValue(2021);
    expect(screen.getByLabelText('Location')).toHaveValue('Khulna, Bangladesh');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('01712345678');
    expect(screen.getByLabelText('Brand')).toHaveValue('Trek');
    expect(screen.getByLabelText('Frame size')).toHaveValue('M');
    expect(screen.getByLabelText('Description')).toHaveValue('Serviced last month.');
    expect(screen.queryByLabelText('Photos')).not.toBeInTheDocument();
  });

  it('sends the whole form with PUT, disables Save while saving, then goes to My Products', async () => {
    const answer = deferred<Response>();
    const api = stubApi({ [putRoute]: () => answer.promise });
    const user = userEvent.setup();
    renderEdit();

    await user.clear(screen.getByLabelText('Product name'));
    await user.clear(screen.getByLabelText('Resale price ($)'));
    await fillFields(user, { 'Product name': 'Trek Marlin 8', 'Resale price ($)': '400' });
    await user.selectOptions(screen.getByLabelText('Frame size'), '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled(),
    );
    answer.resolve(jsonResponse({ acknowledged: true, modifiedCount: 1, changed: ['name'] }));
    expect(await screen.findByText(catalogueMessages.bikes.edited)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Products page' })).toBeInTheDocument();
    expect(api.bodyOf(putRoute)).toEqual({
      name: 'Trek Marlin 8',
      categoryId: CATEGORIES[1]._id,
      condition: 'Good',
      resalePrice: 400,
      originalPrice: 900,
      purchaseYear: 2021,
      location: 'Khulna, Bangladesh',
      mobile: '01712345678',
      description: 'Serviced last month.',
      brand: 'Trek',
    });
  });

  it("keeps the values and shows the server's refusal", async () => {
    stubApi({
      [putRoute]: () =>
        jsonResponse({ message: catalogueMessages.bikes.editSold, code: 'CONFLICT' }, 409),
    });
    const user = userEvent.setup();
    renderEdit();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(catalogueMessages.bikes.editSold)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    expect(screen.getByLabelText('Product name')).toHaveValue('Trek Marlin 7');
  });

  it('refuses a price under $20 as adding does, and sends nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderEdit();

    await user.clear(screen.getByLabelText('Resale price ($)'));
    await fillFields(user, { 'Resale price ($)': '19' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(commonMessages.validation.priceMin)).toBeInTheDocument();
    expect(api.routes()).toEqual([]);
  });
});

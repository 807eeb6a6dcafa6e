import {
  CATEGORIES,
  currentYear,
  commonMessages,
  holdMessages,
  toastMessages,
} from '@reride/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { paths } from '../../../lib/paths';
import { stubApi, jsonResponse } from '../../../testing/api-server';
import { createFirebaseFake, deferred } from '../../../testing/firebase-fake';
import { fillFields } from '../../../testing/forms';
import { renderRoutes } from '../../../testing/render';
import { stubXhrThroughFetch } from '../../../testing/xhr-stub';
import { AddProductForm } from './add-product-form';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

const IMAGE_ID = '0123456789abcdef01234567';
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff]);
/** A 2 KB JPEG whose bytes after the JPEG start are its name: the API stub tells photos apart by them. */
const photo = (name = 'bike.jpg') =>
  new File([JPEG_START, name.padEnd(2048)], name, { type: 'image/jpeg' });
/** The name a `photo` carries in its bytes. */
const nameIn = async (file: File) => (await file.slice(JPEG_START.length).text()).trim();
/** The chosen photos' alt texts, in the list's order. */
const photoAlts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

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
  await fillFields(user, {
    'Product name': 'Trek Marlin 7',
    'Resale price ($)': '450',
    'Original price ($)': '900',
    'Mobile number': '01712345678',
  });
  await user.upload(screen.getByLabelText('Photos'), photo());
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
    const api = stubApi({});
    const user = userEvent.setup();
    renderForm();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    const required = commonMessages.validation.requiredField;
    for (const label of [
      'Product name',
      'Resale price ($)',
      'Original price ($)',
      'Mobile number',
      'Photos',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(required),
      );
    }
    expect(screen.getAllByText(required)).toHaveLength(5);
    expect(api.routes()).toEqual([]);
  });

  it('refuses prices under $20', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderForm();

    await fillFields(user, { 'Resale price ($)': '19', 'Original price ($)': '19.99' });
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findAllByText(commonMessages.validation.priceMin)).toHaveLength(2);
    expect(api.routes()).toEqual([]);
  });

  it('refuses a photo over 5 MB', async () => {
    const user = userEvent.setup();
    renderForm();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Photos'), huge);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Image must be at most 5 MB')).toBeInTheDocument();
  });

  it('refuses a text file named .jpg as soon as it is chosen, keeping the photos already chosen', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText('Photos'), photo('side.jpg'));
    const list = await screen.findByRole('list', { name: 'Chosen photos' });

    const renamed = new File(['just some notes'.padEnd(2048)], 'notes.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photos'), renamed);

    expect(await screen.findByText('Image must be a JPEG, PNG or WebP file')).toBeInTheDocument();
    expect(photoAlts(list)).toEqual(['side.jpg, 1 of 1']);
    // What the picker holds is said beside its button, not the browser's "No file chosen".
    expect(screen.getByText('1 of 6 photos chosen')).toBeInTheDocument();
    expect(api.routes()).toEqual([]);
  });

  it('uploads the photo with a progress bar, posts the bike with its URL, then goes to My Products', async () => {
    const upload = deferred<Response>();
    let posted: unknown;
    stubApi({
      'POST /images': () => upload.promise,
      'POST /bikes': ({ body }) => {
        posted = body;
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

    expect(await screen.findByText(toastMessages.productAdded)).toBeInTheDocument();
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
      images: [`http://api.test/images/${IMAGE_ID}`],
    });
  });

  it('tells a seller whose first listing waits for approval (docs/domain.md#moderation-queue)', async () => {
    stubApi({
      'POST /images': () =>
        jsonResponse({ data: { url: `http://api.test/images/${IMAGE_ID}`, id: IMAGE_ID } }, 201),
      'POST /bikes': () =>
        jsonResponse(
          {
            acknowledged: true,
            insertedId: 'abcdefabcdefabcdefabcdef',
            held: { reason: 'first-listing', since: '2025-04-02T08:00:00.000Z' },
          },
          201,
        ),
    });
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(holdMessages.firstListingNotice)).toBeInTheDocument();
    expect(screen.queryByText(toastMessages.productAdded)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Products page' })).toBeInTheDocument();
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

    expect(await screen.findByText(toastMessages.productAdded)).toBeInTheDocument();
    expect(uploads).toBe(1);
  });

  it('uploads several photos in the order the seller arranged, the cover first, with the attributes', async () => {
    const ids = ['a', 'b', 'c'].map((c) => c.repeat(24));
    const uploadedNames: string[] = [];
    let posted: { img?: string; images?: string[]; brand?: string; frameSize?: string } = {};
    stubApi({
      'POST /images': async ({ body }) => {
        const file = (body as FormData).get('image') as File;
        uploadedNames.push(await nameIn(file));
        const id = ids[uploadedNames.length - 1]!;
        return jsonResponse({ data: { url: `http://api.test/images/${id}`, id } }, 201);
      },
      'POST /bikes': ({ body }) => {
        posted = body as typeof posted;
        return jsonResponse({ acknowledged: true, insertedId: 'abcdefabcdefabcdefabcdef' }, 201);
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fillFields(user, {
      'Product name': 'Trek Marlin 7',
      'Resale price ($)': '450',
      'Original price ($)': '900',
      'Mobile number': '01712345678',
      Brand: 'Trek',
    });
    await user.selectOptions(screen.getByLabelText('Frame size'), 'M');
    await user.upload(screen.getByLabelText('Photos'), [
      photo('side.jpg'),
      photo('front.jpg'),
      photo('back.jpg'),
    ]);

    // The first photo is the cover; moving the third up twice makes it the cover.
    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    expect(photoAlts(list)).toEqual(['side.jpg, 1 of 3', 'front.jpg, 2 of 3', 'back.jpg, 3 of 3']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cover');
    expect(screen.getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down photo 3' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up photo 3' }));
    // The focus stays with the moved photo, so pressing again keeps moving it.
    expect(screen.getByRole('button', { name: 'Move up photo 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Photo moved to position 1 of 3, now the cover')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(photoAlts(list)).toEqual(['back.jpg, 1 of 2', 'side.jpg, 2 of 2']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cover');

    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(toastMessages.productAdded)).toBeInTheDocument();
    expect(uploadedNames).toEqual(['back.jpg', 'side.jpg']);
    expect(posted.img).toBe(`http://api.test/images/${ids[0]}`);
    expect(posted.images).toEqual([ids[0], ids[1]].map((id) => `http://api.test/images/${id}`));
    expect(posted.brand).toBe('Trek');
    expect(posted.frameSize).toBe('M');
    expect(posted).not.toHaveProperty('wheelSize');
  });

  it('moves a photo dragged onto another one to its place', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(screen.getByLabelText('Photos'), [
      photo('a.jpg'),
      photo('b.jpg'),
      photo('c.jpg'),
    ]);

    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    const items = within(list).getAllByRole('listitem');
    fireEvent.dragStart(items[2]!);
    fireEvent.dragOver(items[0]!);
    fireEvent.drop(items[0]!);

    expect(photoAlts(list)).toEqual(['c.jpg, 1 of 3', 'a.jpg, 2 of 3', 'b.jpg, 3 of 3']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Cover');
  });

  it('takes at most six photos and says so', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.upload(
      screen.getByLabelText('Photos'),
      Array.from({ length: 7 }, (_, i) => photo(`p${i}.jpg`)),
    );

    const list = await screen.findByRole('list', { name: 'Chosen photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText(commonMessages.validation.imagesTooMany)).toBeInTheDocument();
    expect(screen.getByLabelText('Photos')).toBeDisabled();
  });
});

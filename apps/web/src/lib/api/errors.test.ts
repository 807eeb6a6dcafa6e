import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../testing/api-server';
import { ApiError, toApiError } from './errors';

describe('toApiError', () => {
  it('turns an error body into an ApiError with status, code, message and details', async () => {
    const response = jsonResponse(
      {
        message: 'Some fields are not valid',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'phone' }],
      },
      400,
    );

    const error = await toApiError(response);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      details: [{ path: 'phone' }],
    });
  });

  it('names the code from the status when the body is not an error body', async () => {
    const response = new Response('<html>gateway</html>', { status: 404, statusText: 'Nope' });

    await expect(toApiError(response)).resolves.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Nope',
    });
  });
});

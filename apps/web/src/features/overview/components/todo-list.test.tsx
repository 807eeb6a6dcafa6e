import { type Todo, todoMessages } from '@reride/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getFirebaseAuth } from '../../../lib/firebase';
import { jsonResponse, stubApi } from '../../../testing/api-server';
import { createFirebaseFake } from '../../../testing/firebase-fake';
import { renderRoutes } from '../../../testing/render';
import { TodoList } from './todo-list';

vi.mock('../../../lib/firebase', () => ({ getFirebaseAuth: vi.fn() }));

beforeEach(() => {
  vi.mocked(getFirebaseAuth).mockResolvedValue(createFirebaseFake(null).kit);
});

function renderTodos(answer: () => Response) {
  stubApi({ 'GET /users/me/todos': answer });
  renderRoutes([{ path: '/dashboard', element: <TodoList /> }], {
    initialEntries: ['/dashboard'],
  });
}

describe('TodoList (API stubbed)', () => {
  it('links each to-do, with its count, to the page where it is done', async () => {
    const todos: Todo[] = [
      { kind: 'pay', count: 1 },
      { kind: 'read_messages', count: 3 },
    ];
    renderTodos(() => jsonResponse(todos));

    const pay = await screen.findByRole('link', { name: '1 booking to pay before it expires' });
    expect(pay).toHaveAttribute('href', '/dashboard/orders');
    const unread = screen.getByRole('link', { name: '3 unread messages' });
    expect(unread).toHaveAttribute('href', '/dashboard/inbox');
  });

  it('says so when nothing waits', async () => {
    renderTodos(() => jsonResponse([]));
    expect(await screen.findByText(todoMessages.todos.none)).toBeInTheDocument();
  });

  it('explains a failed load and offers Try again', async () => {
    renderTodos(() => jsonResponse({ message: 'Service unavailable', code: 'UNAVAILABLE' }, 503));
    expect(await screen.findByText(todoMessages.todos.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

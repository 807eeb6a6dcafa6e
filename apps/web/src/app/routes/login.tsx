import { LoginForm } from '../../features/auth/components/login-form';
import { staticRoute } from '../static-route';

export const { handle, Component } = staticRoute(
  { page: 'Login', description: 'Log in to ReRide to book bikes or sell your own.' },
  LoginForm,
  'page--auth',
);

export default Component;

import { SignUpForm } from '../../features/auth/components/signup-form';
import { staticRoute } from '../static-route';

export const { handle, Component } = staticRoute(
  { page: 'Sign Up', description: 'Join ReRide as a buyer or a seller of used bicycles.' },
  SignUpForm,
  'page--auth',
);

export default Component;

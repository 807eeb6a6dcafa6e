/** The authentication failure shown below the login and sign-up forms (SPEC §8). */
export function AuthFormError({ message }: { message: string | null }) {
  return (
    <div className="auth-error" role="alert" aria-live="assertive">
      {message}
    </div>
  );
}

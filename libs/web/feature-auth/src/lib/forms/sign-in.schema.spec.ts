import { validateYupSchema, yupToFormErrors } from 'formik';
import { signInSchema } from './sign-in.schema';

// Validated the way Formik does it (empty strings become undefined first), so the messages are the ones users see.
async function errorsOf(values: Record<string, unknown>) {
  try {
    await validateYupSchema(values, signInSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('sign-in schema (docs/product.md §5 "Login")', () => {
  it('when both fields are empty, says the username needs 4 characters and the password 6', async () => {
    expect(await errorsOf({ username: '', password: '' })).toEqual({
      username: 'Username must be at least 4 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('when the username has 3 characters (spaces trimmed) and the password 5, shows both minimums', async () => {
    expect(await errorsOf({ username: ' abc ', password: '12345' })).toEqual({
      username: 'Username must be at least 4 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('accepts a 4-character username, an email, and a 6-character password', async () => {
    expect(await errorsOf({ username: 'asha', password: '123456' })).toEqual({});
    expect(await errorsOf({ username: 'asha@example.in', password: 'secret1' })).toEqual({});
  });
});

import { validateYupSchema, yupToFormErrors } from 'formik';
import { emptyRegistration, registerSchema, toRegisterBody, type RegisterValues } from './register.schema';

async function errorsOf(values: RegisterValues) {
  try {
    await validateYupSchema(values, registerSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const valid: RegisterValues = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  username: 'asha',
  password: 'charge1',
  confirmPassword: 'charge1',
};

describe('register schema (docs/product.md §5 "Register")', () => {
  it('an empty form names every field with the spec message', async () => {
    expect(await errorsOf(emptyRegistration)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 characters',
      username: 'Username must be at least 4 characters',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Confirm password is required',
    });
  });

  it('applies each minimum one character short', async () => {
    expect(
      await errorsOf({
        name: 'A',
        email: 'asha@',
        phone: '987654321',
        username: 'ash',
        password: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 characters',
      username: 'Username must be at least 4 characters',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Confirm password is required',
    });
  });

  it('when the confirmation differs, says "Passwords don\'t match" on the confirm field only', async () => {
    expect(await errorsOf({ ...valid, confirmPassword: 'charge2' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('accepts a valid registration', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('sends trimmed fields and never the confirmation', () => {
    expect(toRegisterBody({ ...valid, name: '  Asha Rao ', username: ' asha ' })).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      username: 'asha',
      password: 'charge1',
    });
  });
});

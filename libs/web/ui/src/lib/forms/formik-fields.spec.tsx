import { fireEvent, render, screen } from '@testing-library/react';
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormikTextField } from './formik-text-field';

const schema = yup.object({
  username: yup.string().min(4, 'Username must be at least 4 characters').required('Username is required'),
});

describe('FormikTextField', () => {
  it('is labelled, follows the Formik value, and shows the Yup message only once touched', async () => {
    render(
      <Formik initialValues={{ username: '' }} validationSchema={schema} onSubmit={() => undefined}>
        <FormikTextField name="username" label="Username" helperText="Letters and digits" />
      </Formik>,
    );
    const input = screen.getByLabelText(/Username/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.value).toBe('abc');
    expect(screen.getByText('Letters and digits')).toBeTruthy();

    fireEvent.blur(input);
    expect(await screen.findByText('Username must be at least 4 characters')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { getErrorMessage, useRegisterRfidCardMutation, useToast } from '@chargesetu/web/data-access';
import { useTranslation } from '@chargesetu/web/i18n';
import { FormikTextField } from '@chargesetu/web/ui';
import { emptyRfidCard, rfidCardSchema, type RfidCardFormValues } from '../forms/rfid-card.schema';

/**
 * "Add a card": the number the charger reads and a name. A refusal (the card is registered already, the
 * most cards reached, invalid input) shows the server's message above the button.
 */
export function AddRfidCardForm() {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [registerCard] = useRegisterRfidCardMutation();

  const submit = async (values: RfidCardFormValues, form: FormikHelpers<RfidCardFormValues>) => {
    form.setStatus(undefined);
    try {
      const card = await registerCard({ idTag: values.idTag.trim(), label: values.label.trim() }).unwrap();
      toast.success(t('rfid.addedToast'), t('rfid.addedToastText', { label: card.label }));
      form.resetForm();
    } catch (error) {
      form.setStatus(getErrorMessage(error, t('rfid.addFailed')));
    }
  };

  return (
    <Box component="section" aria-labelledby="add-rfid-card-title" sx={{ mt: 3 }}>
      <Typography
        id="add-rfid-card-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, mb: 1.5 }}
      >
        {t('rfid.addTitle')}
      </Typography>
      <Formik initialValues={emptyRfidCard} validationSchema={rfidCardSchema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate aria-labelledby="add-rfid-card-title">
            <Stack spacing={2}>
              {typeof status === 'string' && <Alert severity="error">{status}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                <FormikTextField
                  name="idTag"
                  label={t('rfid.number')}
                  helperText={t('rfid.numberHelp')}
                  autoComplete="off"
                  fullWidth
                  slotProps={{
                    htmlInput: {
                      autoCapitalize: 'characters',
                      spellCheck: false,
                      style: { fontFamily: 'monospace' },
                    },
                  }}
                />
                <FormikTextField
                  name="label"
                  label={t('rfid.name')}
                  helperText={t('rfid.nameHelp')}
                  autoComplete="off"
                  fullWidth
                />
              </Stack>
              <Box>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? t('rfid.adding') : t('rfid.add')}
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Box>
  );
}

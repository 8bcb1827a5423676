import type { Browser, Page } from 'playwright-core';
import type { Vehicle } from '@chargesetu/shared/contracts';
import { seriousA11yViolations } from './support/a11y';
import { expectToast, JOURNEY_TIMEOUT_MS, openJourney } from './support/accounts-ui';
import { DESKTOP, expectHeading, finishTest, launchChromium, PHONE } from './support/browser';
import { apiGet, registerAccount, seedSession } from './support/session';

// By accessible name: a required field's label ends in an asterisk that is hidden from screen readers.
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
// Make and Model suggest the EV catalogue's makes and models: text fields with a list are comboboxes.
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterEach(finishTest);
afterAll(() => browser.close());

describe.each([
  ['1366×850', DESKTOP],
  ['390×844', PHONE],
])('vehicles at %s (docs/product.md §2.12)', (_size, viewport) => {
  it(
    'adds, edits and deletes a vehicle',
    async () => {
      const account = await registerAccount('Neha Joshi');
      const { context, page } = await openJourney(browser, viewport);
      await seedSession(context, account);

      await page.goto('/vehicles');
      await expectHeading(page, 'My Vehicles');
      await page.getByText('No vehicles found').waitFor();

      // Add
      await page.getByRole('button', { name: 'Add Your First Vehicle' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Add New Vehicle' });
      await addDialog.waitFor();
      const connectors = addDialog.getByRole('group', { name: 'Connector Types' });
      expect(await connectors.getByRole('button', { pressed: false }).allTextContents()).toEqual([
        'Type 1 (J1772)',
        'Type 2 (Mennekes)',
        'CCS Combo',
        'CHAdeMO',
        'GB/T',
      ]);
      await addDialog.getByRole('button', { name: 'Add Vehicle' }).click();
      await addDialog.getByText('Make is required').waitFor();
      await addDialog.getByText('Please select at least one connector type').waitFor();
      await combobox(page, 'Make').fill('Tata');
      await combobox(page, 'Model').fill('Punch EV');
      await textbox(page, 'Registration Number').fill('ka 01 ev 2024');
      await textbox(page, 'Year').fill('2024');
      await textbox(page, 'Battery Capacity (kWh)').fill('35');
      await addDialog.getByRole('button', { name: 'CCS Combo' }).click();
      await addDialog.getByRole('button', { name: 'Type 2 (Mennekes)' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await addDialog.getByRole('button', { name: 'Add Vehicle' }).click();
      await expectToast(page, 'Vehicle added', 'Your new vehicle has been added successfully.');
      await addDialog.waitFor({ state: 'detached' });
      const card = page.getByRole('article', { name: 'Tata Punch EV' });
      await card.getByText('KA 01 EV 2024').waitFor();
      await card.getByText('35 kWh').waitFor();

      // Edit: the dialog starts from the vehicle; clicking a chosen connector removes it.
      await page.getByRole('button', { name: 'Edit Tata Punch EV' }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Vehicle' });
      await editDialog.waitFor();
      expect(await combobox(page, 'Model').inputValue()).toBe('Punch EV');
      await combobox(page, 'Model').fill('Punch EV Empowered');
      await textbox(page, 'Color').fill('Seaweed Green');
      await editDialog.getByRole('button', { name: 'Type 2 (Mennekes)' }).click();
      await editDialog.getByRole('button', { name: 'Update Vehicle' }).click();
      await expectToast(page, 'Vehicle updated', 'Your vehicle information has been updated successfully.');
      await editDialog.waitFor({ state: 'detached' });
      await page
        .getByRole('article', { name: 'Tata Punch EV Empowered' })
        .getByText('Seaweed Green')
        .waitFor();

      const [stored] = await apiGet<Vehicle[]>('/api/vehicles', account.token);
      expect(stored).toMatchObject({
        make: 'Tata',
        model: 'Punch EV Empowered',
        registrationNumber: 'KA 01 EV 2024',
        year: '2024',
        color: 'Seaweed Green',
        batteryCapacity: '35',
        connectorTypes: ['CCS Combo'],
      });
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Delete, after the confirmation.
      await page.getByRole('button', { name: 'Delete Tata Punch EV Empowered' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Tata Punch EV Empowered?' });
      await confirm.getByText('Are you sure you want to delete this vehicle?').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Vehicle deleted', 'Your vehicle has been removed successfully.');
      await page.getByText('No vehicles found').waitFor();
      expect(await apiGet<Vehicle[]>('/api/vehicles', account.token)).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});

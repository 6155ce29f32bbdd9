import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

/** Every site form: its page, what a valid submission fills in, and the fields an empty one must name. */
const FORMS = [
  {
    path: '/contact-us/request-a-quote',
    form: 'quote',
    required: ['Type of business', 'Business name', 'State', 'ZIP code', 'First name', 'Last name'],
    fill: async (page: Page, form: string) => {
      await page.locator(`#${form}-businessType`).selectOption('Florist');
      await page.locator(`#${form}-businessName`).fill('Rose & <b>Thorn</b>');
      await page.locator(`#${form}-products`).fill('Cut flowers and arrangements');
      await page.locator(`#${form}-employees`).fill('12');
      await page.locator(`#${form}-coverages-0`).check();
    },
  },
  {
    path: '/contact-us/request-coi',
    form: 'coi',
    required: ['Insured business name', 'Policy number', 'Certificate holder'],
    fill: async (page: Page, form: string) => {
      await page.locator(`#${form}-businessName`).fill('Rose and Thorn');
      await page.locator(`#${form}-policyNumber`).fill('VP-100200');
      await page.locator(`#${form}-holderName`).fill('City of Salem');
    },
  },
  {
    path: '/contact-us/request-loss-control-materials',
    form: 'lossControl',
    required: ['Business name', 'Materials you want'],
    fill: async (page: Page, form: string) => {
      await page.locator(`#${form}-businessName`).fill('Rose and Thorn');
      await page.locator(`#${form}-topics-1`).check();
    },
  },
  {
    path: '/contact-us/become-agent',
    form: 'agent',
    required: ['Agency name', 'Producer license number'],
    fill: async (page: Page, form: string) => {
      await page.locator(`#${form}-agencyName`).fill('Valley Agency');
      await page.locator(`#${form}-licenseNumber`).fill('OR-12345');
    },
  },
  {
    path: '/contact-us',
    form: 'contact',
    required: ['First name', 'E-mail', 'How can we help?'],
    fill: async (page: Page, form: string) => {
      await page.locator(`#${form}-message`).fill('Do you insure hydroponic growers?');
    },
  },
];

async function fillPerson(page: Page, form: string) {
  const set = async (name: string, value: string) => {
    const field = page.locator(`#${form}-${name}`);
    if (await field.count()) {
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
  };
  await set('firstName', 'Ana');
  await set('lastName', 'Ortega');
  await set('email', 'ana@example.com');
  await set('phone', '(503) 555-0142');
  await set('state', 'OR');
  await set('zip', '97301');
}

async function submitEmptyAndCheck(page: Page, form: string, required: string[], js: boolean) {
  await page.locator(`#form-${form} button[type=submit]`).click();
  const summary = page.locator(`#form-${form} [role=alert]`);
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(summary).toBeFocused();
  for (const label of required) await expect(summary.getByRole('link', { name: `${label} is required` })).toBeVisible();
  // The inline message is what the field's description reads.
  const first = page.locator(`#form-${form}-${js ? 'firstName' : 'firstName'}`);
  if (await first.count()) await expect(first).toHaveAccessibleDescription(/First name is required/);
}

for (const { path, form, required, fill } of FORMS) {
  for (const js of [true, false]) {
    test.describe(`${path} ${js ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: js });

      test(`empty submit names every required field; a fixed form shows the confirmation card, its heading focused @phone`, async ({
        page,
      }) => {
        const response = await page.goto(path);
        expect(response?.headers()['x-nextjs-cache'] ?? 'prerendered').not.toBe('MISS');
        if (js) await page.locator(`#form-${form}[data-hydrated]`).waitFor();
        await submitEmptyAndCheck(page, form, required, js);

        const id = `form-${form}`;
        await fillPerson(page, id);
        await fill(page, id);
        await page.locator(`#${id} button[type=submit]`).click();
        // With or without JavaScript the same card replaces the form: reference, next steps, its heading focused.
        const sent = page.locator('[data-submission-reference]');
        await expect(sent).toContainText(/Your reference number:\s*V[A-Z]-[A-Z2-9]{4}-[A-Z2-9]{4}/, {
          timeout: 20_000,
        });
        await expect(sent.getByRole('heading', { level: 2 })).toBeFocused();
        await expect(sent.getByRole('link', { name: 'More about what happens next' })).toHaveAttribute(
          'href',
          /thank-you$/,
        );
      });
    });
  }
}

test.describe('request a quote, end to end', () => {
  test('the reference on the confirmation finds the request through quote lookup, and a wrong answer finds nothing @phone', async ({
    page,
  }) => {
    await page.goto('/contact-us/request-a-quote');
    await page.locator('#form-quote[data-hydrated]').waitFor();
    const id = 'form-quote';
    await page.locator(`#${id}-street`).fill('PO Box 12');
    await page.locator(`#${id}-street`).blur();
    await expect(page.locator(`#${id}-street`)).toHaveAccessibleDescription(/P\.O\. box/);
    await page.locator(`#${id}-zip`).fill('98101');
    await page.locator(`#${id}-state`).selectOption('OR');
    await page.locator(`#${id}-zip`).focus();
    await page.locator(`#${id}-zip`).blur();
    await expect(page.locator(`#${id}-zip-error`)).toHaveText('This ZIP code is not in the state you chose.');
    await fillPerson(page, id);
    await FORMS[0]!.fill(page, id);
    await page.locator(`#${id}-employees`).fill('10001');
    await page.locator(`#${id}-employees`).blur();
    await expect(page.locator(`#${id}-employees-error`)).toHaveText('Employees cannot be more than 10000');
    await page.locator(`#${id}-employees`).fill('12');
    await page.locator(`#${id} button[type=submit]`).click();
    const reference = (await page.locator('[data-reference]').textContent({ timeout: 20_000 }))!;
    expect(reference).toMatch(/^VQ-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    await page.goto('/contact-us/request-a-quote');
    await page.getByRole('link', { name: 'Look up your quote request' }).click();
    await expect(page).toHaveURL(/\/contact-us\/quote-lookup$/);
    await waitForHydration(page);
    const ask = async (lastName: string) => {
      await page.locator('#quote-lookup-reference').fill(reference);
      await page.locator('#quote-lookup-lastName').fill(lastName);
      // A request sent without a date of birth (the form no longer asks) is found without one.
      await page.locator('#quote-lookup-email').fill('ana@example.com');
      await page.getByRole('button', { name: 'Find my quote request' }).click();
    };
    await ask('Ortego');
    await expect(page.getByText('We could not find a quote request with those details.')).toBeVisible();
    await ask('ortega');
    const found = page.locator('[data-quote-result]');
    await expect(found).toContainText(reference);
    // What the visitor typed comes back as text, never as markup.
    await expect(found).toContainText('Rose & <b>Thorn</b> (Florist)');
    await expect(found.locator('b')).toHaveCount(0);
    await expect(found).toContainText('An account executive reviews every request');
  });

  test('the page does not accept a post from another site', async ({ request }) => {
    const response = await request.post('/contact-us/request-a-quote', {
      multipart: { form: 'contact' },
      headers: { Origin: 'https://attacker.example' },
    });
    expect(response.status()).not.toBe(303);
    expect(response.headers()['location']).toBeUndefined();
  });
});

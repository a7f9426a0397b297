import { expect, test, type APIRequestContext } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiPort, hostOf, LANG, memberApi, signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { holdScripts, interactive } from './support/ready';
import idHappening from '../locales/id/happening.json';
import thHappening from '../locales/th/happening.json';

/**
 * An activity is booked through one write path, the booking's server action. Before (or without)
 * the page's script, the activity page's Continue leads to its booking form on one page
 * (`?book=1`), which a plain post reaches; with the script the same form checks its fields first.
 * Each journey runs both ways and sees the same thing: the refusal in the store's language with
 * what was typed kept, a time taken meanwhile said and offered no more, then the confirmation.
 */

interface ApiActivity {
  id: number;
  kind: 'service' | 'class' | 'event';
  appOnly: boolean;
  invitedTier: string | null;
  nextSlotAt: string | null;
}

/**
 * A one-to-one service of the country with times to book: the second one, as other journeys book
 * the first one's times (e2e/happening.spec.ts).
 */
async function bookableService(request: APIRequestContext, country: 'th' | 'id'): Promise<number> {
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/happening/services/activities`, {
    headers: { 'X-Site-Country': country, 'Accept-Language': LANG[country]! },
  });
  const services = ((await answer.json()) as { data: ApiActivity[] }).data.filter(
    (activity) => activity.kind === 'service' && !activity.appOnly && !activity.invitedTier && activity.nextSlotAt,
  );
  const found = services[1] ?? services[0];
  if (!found) throw new Error(`no bookable service in ${country}`);
  return found.id;
}

/** The seeded questions' labels (backend/seed/catalogue/happening.ts). */
const QUESTIONS = {
  th: { skin: 'สภาพผิว', allergies: 'อาการแพ้หรือการระคายเคือง', allergy: 'ไรฝุ่น', firstVisit: 'มาครั้งแรกหรือไม่' },
  id: { skin: 'Jenis kulit', allergies: 'Alergi atau sensitivitas', allergy: 'debu', firstVisit: 'Kunjungan pertama?' },
};

for (const js of [false, true]) {
  const how = js ? 'with JavaScript' : 'without JavaScript';
  // Thai without the script, Indonesian with it: the two journeys book in stores of their own.
  const country = js ? 'id' : 'th';
  const M = (js ? idHappening : thHappening).booking;
  const asked = QUESTIONS[country];

  test.describe(`booking an activity on one page ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test(`names the unanswered question, keeps the choices, says a time taken, then books once`, async ({
      page,
      request,
    }) => {
      const email = await createMember(request);
      const activityId = await bookableService(request, country);
      await signInFirst(page, country, email);

      const activityPage = `${hostOf(country)}/happening/services/${activityId}`;
      await page.goto(activityPage);
      if (js) {
        // The stepper's own button once the script runs; the one-page form works with it too.
        await interactive(page.getByRole('button', { name: M.next }));
        await page.goto(`${activityPage}?book=1`);
      } else {
        await page.getByRole('link', { name: M.next }).click();
        await page.waitForURL(`${activityPage}?book=1`);
      }

      const form = page.getByTestId('booking-page-form');
      const confirm = form.getByRole('button', { name: M.confirm });
      if (js) await interactive(confirm);
      // A member's details come from their profile, in the server's HTML.
      await expect(form.getByLabel(M.fullName)).toHaveValue('Rena Fresh');
      await expect(form.getByRole('textbox', { name: M.email, exact: true })).toHaveValue(email);
      await expect(form.getByText(M.prefilled)).toBeVisible();
      // The scan runs in the page, so only where scripts run.
      if (js) await expectNoSeriousA11yViolations(page);

      const time = form.locator('input[name=slot]').first();
      const chosen = (await time.getAttribute('value'))!;
      const slotId = Number(chosen.split(':')[0]);
      await time.check();
      const skin = form.getByRole('combobox', { name: new RegExp(`^${asked.skin} \\*`) });
      const allergies = form.getByLabel(asked.allergies);
      await allergies.fill(asked.allergy);
      await confirm.click();

      const alert = form.getByRole('alert');
      await expect(alert).toContainText(M.notBooked);
      await expect(alert).toContainText(M.requiredField);
      await expect(skin).toHaveAccessibleDescription(M.requiredField);
      await expect(form.locator(`input[name=slot][value="${chosen}"]`)).toBeChecked();
      await expect(allergies).toHaveValue(asked.allergy);
      await expect(form.getByLabel(M.fullName)).toHaveValue('Rena Fresh');

      // Meanwhile another member books that time, the service's only place.
      const other = await createMember(request);
      const taken = await (
        await memberApi(request, other, country)
      ).post('reservation-service/create', {
        activityId,
        slotId,
        answers: { skin_type: 'dry' },
        contact: { fullName: 'Other Member', email: other },
      });
      expect(taken.status(), await taken.text()).toBe(201);

      await skin.selectOption('dry');
      await form.getByRole('button', { name: M.confirm }).click();
      await expect(form.getByRole('alert')).toHaveText(M.slotTaken);
      await expect(form.locator(`input[name=slot][value="${slotId}"]`)).toHaveCount(0);
      await expect(form.locator(`input[name=slot][value^="${slotId}:"]`)).toHaveCount(0);
      await expect(skin).toHaveValue('dry');
      await expect(allergies).toHaveValue(asked.allergy);

      // Pressed twice, the page posts one attempt: it books once.
      await form.locator('input[name=slot]').first().check();
      await form.getByRole('button', { name: M.confirm }).dblclick();
      const confirmation = page.getByTestId('booking-confirmation');
      await expect(confirmation.getByRole('heading', { name: M.confirmedTitle })).toBeVisible();
      const number = (await confirmation.getByTestId('booking-number').textContent())!;
      expect(number).toMatch(/^HB[A-Z0-9]{8}$/);

      const { data } = await (
        await memberApi(request, email, country)
      ).get<{ data: { upcoming: Array<{ number: string; activity: { id: number } }> } }>('reservation-service');
      expect(data.upcoming.map((booking) => booking.number)).toEqual([number]);
    });

    test('starts a guest with empty details, and asks for a time when none is chosen', async ({ page, request }) => {
      const activityId = await bookableService(request, country);
      await page.goto(`${hostOf(country)}/happening/services/${activityId}?book=1`);
      const form = page.getByTestId('booking-page-form');
      const confirm = form.getByRole('button', { name: M.confirm });
      if (js) await interactive(confirm);
      const name = form.getByLabel(M.fullName);
      await expect(name).toHaveValue('');
      await expect(form.getByRole('textbox', { name: M.email, exact: true })).toHaveValue('');
      await expect(form.getByText(M.prefilled)).toHaveCount(0);

      await name.fill('Guest Shopper');
      await form.getByRole('textbox', { name: M.email, exact: true }).fill('guest@example.test');
      await form.getByRole('combobox', { name: new RegExp(`^${asked.skin} \\*`) }).selectOption('oily');
      await confirm.click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(M.notBooked);
      await expect(alert).toContainText(M.timeRequired);
      await expect(name).toHaveValue('Guest Shopper');
      await expect(form.getByRole('combobox', { name: new RegExp(`^${asked.skin} \\*`) })).toHaveValue('oily');
      await expect(page.getByTestId('booking-confirmation')).toHaveCount(0);
    });

    if (js) {
      test("keeps what a guest typed and chose before the page's script", async ({ page, request }) => {
        const activityId = await bookableService(request, country);
        const release = await holdScripts(page);
        await page.goto(`${hostOf(country)}/happening/services/${activityId}?book=1`, { waitUntil: 'commit' });
        const form = page.getByTestId('booking-page-form');
        const name = form.getByLabel(M.fullName);
        const firstVisit = form.getByRole('group', { name: asked.firstVisit }).getByRole('radio', { name: M.yes });
        await name.fill('Early Shopper');
        await firstVisit.check();
        release();
        const confirm = await interactive(form.getByRole('button', { name: M.confirm }));
        await expect(name).toHaveValue('Early Shopper');
        await expect(firstVisit).toBeChecked();
        // Refused for what is missing, the form is drawn again from its state: the answer is in it.
        await confirm.click();
        await expect(form.getByRole('alert')).toContainText(M.notBooked);
        await expect(firstVisit).toBeChecked();
        await expect(name).toHaveValue('Early Shopper');
      });
    }
  });
}

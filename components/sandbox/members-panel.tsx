import { createApiClient } from '@/lib/api/client';
import { serverBaseURL } from '@/lib/api/server-origin';
import { listSandboxUsers } from '@/lib/api/sandbox';
import { getTranslator } from '@/lib/i18n/server';
import { formatNumber, type CountryCode, type Language } from '@/lib/site';
import { createMember, deleteMember, expireMemberPoints, publishMemberReview, updateMember } from './member-actions';
import type { FieldSpec } from './form-state';
import { SandboxForm } from './sandbox-form';
import styles from './sandbox.module.css';

const TIERS = ['white', 'black', 'gold'] as const;

/** Sandbox members: make one in any tier, change tier, points or staff flag, delete, expire points. */
export async function MembersPanel({
  country,
  lang,
  credential,
}: {
  country: CountryCode;
  lang: Language;
  credential: string;
}) {
  const t = await getTranslator(lang, 'sandbox');
  const client = createApiClient({ country, lang, auth: null, baseURL: serverBaseURL() });
  // The newest members are the ones QA just made: the last page, newest first.
  const first = await listSandboxUsers(client, credential, 1, 50);
  const last =
    first.meta.totalPages > 1 ? await listSandboxUsers(client, credential, first.meta.totalPages, 50) : first;
  const members = [...last.data].reverse().slice(0, 25);
  const tierOptions = TIERS.map((tier) => ({ value: tier, label: t(`members.tiers.${tier}`) }));
  const memberFields = (tier: string, points: number, employee: boolean): FieldSpec[] => [
    { name: 'loyaltyTier', label: t('members.tier'), type: 'select', options: tierOptions, defaultValue: tier },
    { name: 'loyaltyPoints', label: t('members.points'), type: 'number', defaultValue: String(points) },
    { name: 'isEmployee', label: t('members.employee'), type: 'checkbox', defaultValue: employee ? 'on' : '' },
  ];

  return (
    <>
      <section className={styles.panel} aria-labelledby="members-create">
        <h2 id="members-create" className={styles.sectionTitle}>
          {t('members.createHeading')}
        </h2>
        <SandboxForm
          action={createMember.bind(null, country, lang)}
          testId="member-create"
          submit={t('members.create')}
          pending={t('working')}
          fields={[
            { name: 'email', label: t('members.email'), type: 'email' },
            { name: 'firstName', label: t('members.firstName'), type: 'text' },
            ...memberFields('white', 0, false),
          ]}
        />
      </section>

      <section className={styles.panel} aria-labelledby="members-list">
        <h2 id="members-list" className={styles.sectionTitle}>
          {t('members.listHeading', { total: first.meta.total })}
        </h2>
        <div className={styles.scroll}>
          <table className={styles.table} data-testid="member-table">
            <thead>
              <tr>
                <th scope="col">{t('members.member')}</th>
                <th scope="col">{t('members.change')}</th>
                <th scope="col">{t('members.remove')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id} data-testid={`member-${member.id}`}>
                  <td>
                    <strong>{member.email}</strong>
                    <br />#{member.id} · {t(`members.tiers.${member.loyaltyTier}`)} ·{' '}
                    {t('members.pointsValue', { points: formatNumber(member.loyaltyPoints, country, lang) })}
                    {member.isEmployee ? ` · ${t('members.employee')}` : ''}
                  </td>
                  <td>
                    <SandboxForm
                      inline
                      action={updateMember.bind(null, country, lang)}
                      submit={t('members.save')}
                      pending={t('working')}
                      variant="secondary"
                      fields={[
                        { name: 'id', label: '', type: 'hidden', defaultValue: String(member.id) },
                        ...memberFields(member.loyaltyTier, member.loyaltyPoints, member.isEmployee),
                      ]}
                    />
                  </td>
                  <td>
                    <SandboxForm
                      inline
                      action={deleteMember.bind(null, country, lang)}
                      submit={t('members.delete')}
                      pending={t('working')}
                      variant="secondary"
                      fields={[{ name: 'id', label: '', type: 'hidden', defaultValue: String(member.id) }]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="points-expire">
        <h2 id="points-expire" className={styles.sectionTitle}>
          {t('points.heading')}
        </h2>
        <p className={styles.lead}>{t('points.lead')}</p>
        <SandboxForm
          action={expireMemberPoints.bind(null, country, lang)}
          testId="points-expire"
          submit={t('points.submit')}
          pending={t('working')}
          fields={[
            { name: 'userId', label: t('points.member'), type: 'number' },
            { name: 'asOf', label: t('points.asOf'), type: 'date' },
          ]}
        />
      </section>

      <section className={styles.panel} aria-labelledby="reviews-publish">
        <h2 id="reviews-publish" className={styles.sectionTitle}>
          {t('reviews.heading')}
        </h2>
        <p className={styles.lead}>{t('reviews.lead')}</p>
        <SandboxForm
          action={publishMemberReview.bind(null, country, lang)}
          testId="review-publish"
          submit={t('reviews.submit')}
          pending={t('working')}
          fields={[{ name: 'reviewId', label: t('reviews.review'), type: 'number' }]}
        />
      </section>
    </>
  );
}

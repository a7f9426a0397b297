import { listSandboxUsers } from '@/lib/api/sandbox';
import { getTranslator } from '@/lib/i18n/server';
import { formatNumber } from '@/lib/site';
import { qaClient } from './action-runner';
import { createMember, deleteMember, expireMemberPoints, publishMemberReview, updateMember } from './member-actions';
import { hiddenField, type FieldSpec } from './form-state';
import { SandboxForm } from './sandbox-form';
import { SandboxPanel, SandboxTable, type SandboxPanelProps } from './sandbox-panel';

const TIERS = ['white', 'black', 'gold'] as const;

/** Sandbox members: make one in any tier, change tier, points or staff flag, delete, expire points. */
export async function MembersPanel({ country, lang, credential }: SandboxPanelProps) {
  const t = await getTranslator(lang, 'sandbox');
  const client = qaClient(country, lang);
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
      <SandboxPanel id="members-create" title={t('members.createHeading')}>
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
      </SandboxPanel>

      <SandboxPanel id="members-list" title={t('members.listHeading', { total: first.meta.total })}>
        <SandboxTable testId="member-table" columns={[t('members.member'), t('members.change'), t('members.remove')]}>
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
                    hiddenField('id', member.id),
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
                  fields={[hiddenField('id', member.id)]}
                />
              </td>
            </tr>
          ))}
        </SandboxTable>
      </SandboxPanel>

      <SandboxPanel id="points-expire" title={t('points.heading')} lead={t('points.lead')}>
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
      </SandboxPanel>

      <SandboxPanel id="reviews-publish" title={t('reviews.heading')} lead={t('reviews.lead')}>
        <SandboxForm
          action={publishMemberReview.bind(null, country, lang)}
          testId="review-publish"
          submit={t('reviews.submit')}
          pending={t('working')}
          fields={[{ name: 'reviewId', label: t('reviews.review'), type: 'number' }]}
        />
      </SandboxPanel>
    </>
  );
}

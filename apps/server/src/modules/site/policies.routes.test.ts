import { POLICY_MSG, SETTINGS_MSG } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from '../../seed/factories';
import { call, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function owner() {
  const site = await createSite(t.db);
  const admin = await signIn(t, site.id, { userType: 'staff', isSuperAdmin: true });
  return { siteId: site.id, token: admin.token };
}
const read = (siteId: string, policy = 'terms') =>
  call(t.app, 'whitelabel/policy', { policy }, { siteId, method: 'GET' });

describe('policy pages written by staff', () => {
  it('keeps every version, shows visitors the latest, sanitised and dated, and audits each', async () => {
    const { siteId, token } = await owner();
    expect((await read(siteId)).body.data).toBeNull();
    const save = (html: string) =>
      call(t.app, 'whitelabel/policy/save', { policy: 'terms', html }, { siteId, token });
    const first = await save('<h2>Our role</h2><p>We book <strong>for you</strong>.</p>');
    expect(first.status).toBe(200);
    expect(first.body.data.message).toBe(SETTINGS_MSG.saved);
    expect(first.body.data.policy.version).toBe(1);
    const second = await save(
      '<p onclick="steal()">Updated<script>alert(1)</script></p><a href="javascript:x">x</a>',
    );
    expect(second.body.data.policy.version).toBe(2);

    const shown = (await read(siteId)).body.data;
    expect(shown).toMatchObject({ policy: 'terms', version: 2, html: '<p>Updated</p>' });
    expect(Date.parse(shown.updatedAt)).not.toBeNaN();
    const versions = await call(
      t.app,
      'whitelabel/policy/versions',
      { policy: 'terms' },
      { siteId, token, method: 'GET' },
    );
    expect(versions.body.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.body.data.versions[0].updatedBy).toMatch(/@/);
    // The other policies are untouched.
    expect((await read(siteId, 'privacy')).body.data).toBeNull();

    const audited = await t.db.select().from(auditLog).where(eq(auditLog.siteId, siteId));
    expect(audited.map((e) => e.summary).sort()).toEqual([
      'Terms and conditions: version 1 published',
      'Terms and conditions: version 2 published',
    ]);
  });

  it('numbers versions apart when two staff save at once', async () => {
    const { siteId, token } = await owner();
    const saves = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        call(t.app, 'whitelabel/policy/save', { policy: 'privacy', html: `<p>v${n}</p>` }, { siteId, token }),
      ),
    );
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    expect(saves.map((s) => s.body.data.policy.version).sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses an empty or unknown policy, and anyone without the site setting', async () => {
    const { siteId, token } = await owner();
    const empty = await call(
      t.app,
      'whitelabel/policy/save',
      { policy: 'terms', html: '<p><br></p><script>x</script>' },
      { siteId, token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors.html).toBe(POLICY_MSG.empty);
    const unknown = await call(
      t.app,
      'whitelabel/policy/save',
      { policy: 'cookies', html: '<p>x</p>' },
      { siteId, token },
    );
    expect(unknown.body.errors.policy).toBe(POLICY_MSG.policy);
    expect((await read(siteId, 'cookies')).status).toBe(400);
    const staff = await signIn(t, siteId, { userType: 'staff' });
    const customer = await signIn(t, siteId);
    for (const who of [staff, customer]) {
      const res = await call(
        t.app,
        'whitelabel/policy/save',
        { policy: 'terms', html: '<p>x</p>' },
        { siteId, token: who.token },
      );
      expect(res.status).toBe(403);
    }
    // Another site's owner cannot write this site's policy, and this site's text is its own.
    const other = await owner();
    await call(t.app, 'whitelabel/policy/save', { policy: 'terms', html: '<p>Theirs</p>' }, other);
    expect((await read(siteId)).body.data).toBeNull();
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../modules/accounts/accounts.schema';
import { ALL_BRANDED } from '../modules/documents/document-brand';
import { agentDocumentBranding } from '../modules/documents/documents.schema';
import type { Db } from '../platform/db/client';

/** Arjun Tours & Travels' logo, 96 px square: a PNG, so its PDFs can draw it too. */
const ARJUN_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAYAAADimHc4AAAJkElEQVR4nOydC1BU1xnH/3cfLALhJQIqysugGEDlrRKiptNoExOdqjFmTNKxokZsmk5r1UmrcSa+UtN0jFZttJN2JsboRFOa2hqNUcRYBDRKVCAKCAgqbxBYWO7Jubsoj73LssvuHiHnN3Mv995z7mX3+9/zfedx71kVrGXtqmEQxOkQSTwEhNIjQSAIhiB4YDBDSB39voUgQiHduQmFkInmlhP4875qWIFgUe51KcMhqlfRrefomZHgdCWHLv+B0LYLm/aW9/WkvgkgGZ6oV9M7fBk9Ywg4piFopqvdUOje7YsQvQvADW89D4Ro023C9r2VprIpTV4gJUUNZ9UW6tNTqfHV4FiGZDNBmAyFwh3jJx1HdrYon02ON5d4Q6NJoxeYAk7/IeQctNrZcoHaWIANG1TQ3jtDtyaDYzsIOQtn3+nUvrquhxVGGbV3PwA3vu0RhKQO23ajewxYs2I5BMV6cOyEEIuk2Ds4m5X18MjDtHVv+IG0FdFDzuDYD6l21E5C8O6uCmm30wWRtre58R2AVJ1XYk3nrsRbqcHQiQXUTynBsT9dSoGhBLST9dz4DkQqBSpskDYNAhCSCI5jIZgm/RGwNnUc3bsGDgOEcFoCxDngMEKco6BFYSI4bKC2V1En5A8OG6jtVXQdBA4bCPwlF8RLADv8JRekAYcNdPxcAQ5TuACM4QIwhgvAGC4AY7gAjOECMIYLwBguAGO4AIzhAjCGC8AYLgBjuACMUeERICVuKvbMfclketq1K3j+n3tk0z6atxivRCfAHsz/+EMczr0Ee/JIlICFE2J6Tf/p4+EY6uKKwQhzAQI9vZEcNKbXPBqVCq/a6S5nDXMBfhGTCKXC/Md4MTIagxHmMWB+5KQ+5YsLCESYjy/yK+92O36zuhKZJUUmzxvq6oZQbx/ZtKyyWxBF0eS51U1NsDcC1q4kYETCqCCcX/HbPuf/U/oJ/O7YUdm0Ce4NmDq0FqNctHBV6OCqEuGmbkd4yGxERsn/j5f2LEFOFUF+owtYwbQEvGbCrx+9+i3mjJ9gdHxhVKxeAFelDk/71mCKdx0SvOrpUochKhN3snsjTHEg/iqgq0WlVoWvK72QUe2JjEoPXKh13LvmzARQCAIWmPDrG08ew3jf4XqX05UAD09kvaBGjOIkbImPRod5I+/pF4lmnQKnqzzxaZkfDpf5okFnPzMxC8LzIibBW6ZqKfn4i+Wl+Ne1y7LnxYyZDnsjlaaZftXYH30N9bNP47OEy3hxZAWcle2wNcwEWDQhVva45H681a3wrDsif6LnDBq5HPso09wR9/BJ/Hcoe+Ys/jjuJjzVbbAVTFyQ1KiaGTZeNs234SDKZp2jdxutG7TcAJxDu2dQutELPAtUfiZ7/jfVHqhpVaGxXYmGNiWC4YUZQbAJ3tRVvR1eiN+HFeODGwHY/v1o3NX272ZgIsDiSfH6xlVPSFMBXvPN6DxQQ3398FDjC3QIUE8NfI4aPL3KC+k0eGbWeEArdi/Uy9V+mBEHWfy/mIpAzR0kehsCeSIN6iGuLTCHi1LE6rBbWBVSin3FI7A1PxClLda9XsdEAFPBV6jtEVwrP6cCpBjlI48lYNGlafiksH9vVemg1IsmLcAo/THJ/T09rAaLR5dj9vCqXs+XYkVqaKl++UexP966FoKSZsum1HB4DJBqNom0/i9LVVr3/ZabtEpSYJRNep0tNPBnsAfVbU44dNsPz5+fCM+0ZCy/NFZfuszxSmAFcqZnItilGZbgcAFWxMVTA8pMUdF01WDwLtxq0uB43kXZ6yyIsn/XRJ1OjT2FAUhOj0X4iUR8XOLXa36pOrs8uBSW4FABnvKpwa/iTXQ91Hz1cPNclTvm/T8Sgf9Lwq9P5clmj/IfSZcRcBTXG1zxclYExn3ZuxC3WywLyg6LARto9W19gj/t2jTx4UemGhbKlI7FHEvpOMKqtENwJHmNBiE2Xg/GurAivet5QEHDEPy92LKbwu4C+Gm0OBCXi+nDamntJQW2ZD4N5m/8+zBE4vjuLEmIV3OewMa8YMwfeQfNtNp7sNQX9Ra2mu0qwDSfahyKz6W+sc3QePL6CWyJn9tjeCE8Ckdo440VN+67YEt+MKzFbjHgzdBinEy6aDC+xNBZhkaUjVk0MRYDGZuXAAEEeyZdx9Kg290TvOWrjVcqbuPkjTyYY5SHF34eYfxG7aywJ+CucUa91nwD6lHEpgJoFO34PPEynvHrMTOXehjtFpafA+r9jFPYn/0NzCEZ+blxEUYtaFcnJ33Leuf5MxiI2MwFDXVqRUZytrHxJXzm0qJhrHVTWysOfJuFviDd4ccL5GdUWBgVg4GKTQR43K1J3wqM8WqQTW90f1b2+BfXc2nfe997Fg/lyjfKpgaG6Af3ByL9FiCCjjidf+oCRtOhQDnS6qbAzT1MNu3TKzmwhMNXLupLTU+klvUv4wbmBI/9GhOWjH/6yWx4O+mM0gitm//haije6UcV7ceA1UG4N+O3igIWZkbiSLkvOL1jlQBj3e6bNL40GDLz3MSOLl6OOSwWQDJ+erK88Su1akw9E4P8xsH5GKE9sFiAr5JyMExjXHOpalXjyXRufEuxSIDUkBKMGGJcC7nT4kT7zKO58a3AIgG0ovFAimT8yadjUdjEZ7e3BovaAX8rCsDF2s4OtXJq/KQz0dz4/cDiGBB9KgG/GVOMSPf7+kHosmY+2W5/sKoa+t73geDYBv6OGGO4AIzhAjCGC8AYLgBjuACMUeh/G5HDBmp7qQRUgMOKCgUdE+MCsEKQBCBcAGYQQwmw72wUHNNQ29MYoDgKDiMURw0d/Gtevw5BGAuO4yAkD1t2jXvQDvgvOA5G0HueDgHE96kkA/Pp1gEJtbWg2C5tGQTYsrsIRPgLOI5BsvXmHfp5ETq7IpwVm3ir2CHUQ2x+58FOpwAbdtTT9Qpw7IuApdi2/+FTzN3fdD57IRdJ8UNopiRwbA/BVmze2c3Vy/2mvIA1K7+m62RwbAchx2i1U3pOv9vD0HLd0YRG6Hl0fQscG0FK4KxciB7Gl5AfD5AidHXbGKrabnD6B8GHqNKFdsRYIwSzF1j7+jJ6kZ3894YthJB2at1l2LxrX2/ZzBv17IVsTIk9SAVwpheM6NM5P2YIkV6K/ggieRlb//qluezmS0BXVq8KgFJcQ//LEv778z0guE9XeyEq38O2HX2escMyAbqydqX03ukCqng8/eulXwR4Dn5haDcCQS31CLX0u1fT75sBsf0wtu3OhBX8AAAA//9P0Y/UAAAABklEQVQDAJ495qOAtS0CAAAAAElFTkSuQmCC';

/**
 * The demo agent sells under its own brand (decision 0053): its logo, and every document switch
 * on, so its travellers never meet Flight Deals' name. Only what is unset is filled: the agent's
 * own changes on its profile survive a restart.
 */
export async function seedDemoAgencyBrand(db: Db, siteId: string) {
  const [agent] = await db
    .update(users)
    .set({ taLogoUrl: ARJUN_LOGO })
    .where(and(eq(users.siteId, siteId), eq(users.email, 'agent@flightdeals.test'), isNull(users.taLogoUrl)))
    .returning({ id: users.id });
  if (!agent) return;
  await db
    .insert(agentDocumentBranding)
    .values({ userId: agent.id, siteId, ...ALL_BRANDED })
    .onConflictDoNothing({ target: agentDocumentBranding.userId });
}

import { MSG } from '@app/contracts';
import { notify } from './notify';

/** Copies text and says so ('Copied to clipboard', spec §8); a browser that refuses is told plainly. */
export async function copyToClipboard(text: string, what = 'it') {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(MSG.copied);
  } catch {
    notify.error(`Could not copy. Please select ${what} and copy it yourself.`);
  }
}

import { AGENT_LOGO_MAX_BYTES } from '@app/contracts';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Why a chosen file cannot be the agent logo, or undefined when it can. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type))
    return 'The logo must be a PNG, JPEG or WebP image';
  if (file.size > AGENT_LOGO_MAX_BYTES) return 'The logo must be at most 200 KB';
  return undefined;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

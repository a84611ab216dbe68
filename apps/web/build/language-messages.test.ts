import { translateMessage } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { languageMessages } from './language-messages';

type Hook = (this: { error: (message: string) => never }, id: string) => Promise<string | null>;
const plugin = languageMessages();
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const resolveId = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as Hook;

async function catalogueOf(language: string): Promise<Record<string, string>> {
  const id = await resolveId.call(context, `virtual:osk-messages/${language}`);
  const code = (await load.call(context, id as string)) as string;
  const json = /^export default JSON\.parse\((.*)\);\n$/s.exec(code)?.[1];
  return JSON.parse(JSON.parse(json as string) as string) as Record<string, string>;
}

describe('message catalogue per language', () => {
  it('holds every message of one language and no other language', async () => {
    const en = await catalogueOf('en');
    const pl = await catalogueOf('pl');
    expect(en['msg.error.user.blocked']).toBe(translateMessage('msg.error.user.blocked', 'en'));
    expect(pl['msg.error.user.blocked']).toBe(translateMessage('msg.error.user.blocked', 'pl'));
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    expect(JSON.stringify(en)).not.toContain(translateMessage('msg.error.user.blocked', 'pl'));
  });

  it('refuses an unknown language and leaves other modules alone', async () => {
    await expect(resolveId.call(context, 'virtual:osk-messages/xx')).rejects.toThrow(/unknown language/);
    expect(await resolveId.call(context, './something')).toBeNull();
  });
});

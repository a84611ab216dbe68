import { describe, expect, it } from 'vitest';
import { mantineStyles, namedImports } from './mantine-css';

const styles = mantineStyles(new URL('.', import.meta.url).pathname);

describe('namedImports', () => {
  it('lists the named imports per module, without type-only ones and aliases', () => {
    const source = `import { Button, Group as Row, type MantineTheme } from '@mantine/core';\nimport type { Exam } from '@osk/contract';\nimport { useState } from "react";`;
    expect(namedImports(source)).toEqual(
      new Map([
        ['@mantine/core', ['Button', 'Group']],
        ['react', ['useState']],
      ]),
    );
  });
});

describe("Mantine's stylesheets per component", () => {
  it("gives a component its own sheet after the sheets of the components it is built from, in Mantine's order", () => {
    const sheets = styles.sheetsOf(['Button']);
    expect(sheets).toEqual(expect.arrayContaining(['UnstyledButton', 'Loader', 'Button']));
    // A Button's rules must come after UnstyledButton's reset, as in the whole sheet.
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
  });

  it('follows a component through the components it draws (a dialog: its base, overlay and close button)', () => {
    expect(styles.sheetsOf(['Modal'])).toEqual(expect.arrayContaining(['ModalBase', 'Overlay', 'CloseButton', 'Modal']));
    expect(styles.sheetsOf(['NativeSelect'])).toEqual(expect.arrayContaining(['Input', 'Combobox']));
    // Through Mantine's utils too: a checkbox's label layout is InlineInput's.
    expect(styles.sheetsOf(['Checkbox'])).toEqual(expect.arrayContaining(['InlineInput', 'Checkbox']));
  });

  it('needs no sheet for hooks, helpers and unknown names', () => {
    expect(styles.sheetsOf(['useMantineTheme', 'rem', 'NoSuchComponent'])).toEqual([]);
  });

  it("covers the notifications' components", () => {
    expect(styles.notificationSheets()).toContain('Notification');
  });
});

// @vitest-environment jsdom
import { PKK_SIGNED_XML_MAX_BYTES } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { checkSignedXmlFiles } from './signed-xml-file';

const SIGNED = '<?xml version="1.0" encoding="UTF-8"?><AktualizacjaPkk><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"/></AktualizacjaPkk>';
const xmlFile = (text: string, name = 'podpisany.xml', type = 'text/xml') => new File([text], name, { type });

describe('the signed XML upload checks', () => {
  it('accepts one well-formed XML file by type or by name', async () => {
    expect(await checkSignedXmlFiles([xmlFile(SIGNED)])).toEqual({ ok: true, xml: SIGNED });
    expect(await checkSignedXmlFiles([xmlFile(SIGNED, 'a.xml', '')])).toEqual({ ok: true, xml: SIGNED });
    expect(await checkSignedXmlFiles([xmlFile(SIGNED, 'a.bin', 'application/xml')])).toEqual({ ok: true, xml: SIGNED });
  });

  it('refuses none or two files', async () => {
    expect(await checkSignedXmlFiles([])).toEqual({ ok: false, error: 'msg.error.pkk.xml.one.file' });
    expect(await checkSignedXmlFiles([xmlFile(SIGNED), xmlFile(SIGNED, 'b.xml')])).toEqual({ ok: false, error: 'msg.error.pkk.xml.one.file' });
  });

  it('refuses a file over 1 MB', async () => {
    const big = `<a>${'x'.repeat(PKK_SIGNED_XML_MAX_BYTES)}</a>`;
    expect(await checkSignedXmlFiles([xmlFile(big)])).toEqual({ ok: false, error: 'msg.error.pkk.xml.too.large' });
  });

  it('refuses a DOCTYPE and entity declarations', async () => {
    const dtd = '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>';
    expect(await checkSignedXmlFiles([xmlFile(dtd)])).toEqual({ ok: false, error: 'msg.error.pkk.xml.dtd.forbidden' });
  });

  it('refuses text that is not XML, and a file that is not XML by type or name', async () => {
    expect(await checkSignedXmlFiles([xmlFile('to nie jest <xml')])).toEqual({ ok: false, error: 'msg.error.pkk.xml.invalid' });
    expect(await checkSignedXmlFiles([xmlFile('<a></b>')])).toEqual({ ok: false, error: 'msg.error.pkk.xml.invalid' });
    expect(await checkSignedXmlFiles([xmlFile(SIGNED, 'podpis.pdf', 'application/pdf')])).toEqual({ ok: false, error: 'msg.error.pkk.xml.invalid' });
  });
});

// `npm run operator -- COMMAND ...`: the service operator's commands (block or unblock a school, mark
// an order shipped). Opens the configured database as main.ts does (DATA_DIR with its lock, or
// DATABASE_URL); when the running server holds the embedded database, sends the command to it over
// HTTP (http://127.0.0.1:PORT/api/operator/..., the token from OPERATOR_TOKEN or DATA_DIR/operator.token).
// Exit code 1 on any error.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { API_BASE, endpointPath, operatorOrderSent, operatorPaymentRefund, type RefundResult, operatorSchoolBlock, operatorSchoolContentPreview, operatorSchoolPkk, operatorSchoolUnblock, PKK_REGISTRY_NUMBER } from '@osk/contract';
import { ConfigError, loadEnv, type Env } from '../config/env.js';
import { DatabaseLockedError, openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { OperatorRepository } from '../modules/operator/operator.repository.js';
import { OperatorService, type SchoolBlockOutcome, type SchoolContentPreviewOutcome, type SchoolPkkOutcome } from '../modules/operator/operator.service.js';
import { readOperatorToken } from '../modules/operator/operator-token.js';
import { createOrdersService, type OrderSentOutcome } from '../modules/orders/orders.service.js';
import { OutboxRepository } from '../modules/outbox/outbox.repository.js';
import { OutboxService } from '../modules/outbox/outbox.service.js';
import { UsersService } from '../modules/users/users.service.js';
import { describeSalesRegister, MONTH as SALES_MONTH, salesRegister } from '../modules/payments/sales-register.js';
import { salesRegisterXml } from '../modules/payments/sales-register-jpk.js';
import { sellerConfigFrom } from '../config/seller.js';

export const USAGE = `Użycie: npm run operator -- POLECENIE
  block-school <idSzkoły|login> --at <data i godzina ISO>   zablokuj szkołę od tej chwili
  block-school <idSzkoły|login> --in <N>m|h|d               zablokuj ją za N minut, godzin lub dni
  block-school ... --until-paid                             blokada do opłacenia: zdejmuje ją najbliższa
                                                            opłacona płatność szkoły za dni nauki
  unblock-school <idSzkoły|login>                           zdejmij blokadę szkoły
  pkk-access <idSzkoły|login> --registry <numer>            pozwól szkole korzystać z PKK; organ zna ją
                                                            po numerze w rejestrze przedsiębiorców OSK
  pkk-access <idSzkoły|login> --off                         odbierz szkole PKK
  content-preview <idSzkoły|login>                          zatwierdź szkole podgląd płatnych materiałów
                                                            (wykłady, e-learning)
  content-preview <idSzkoły|login> --off                    cofnij zatwierdzenie podglądu
  order-sent <idZamówienia> [--invoice <numer>]             oznacz zamówienie jako wysłane (raz dolicza
                                                            podręczniki do stanu szkoły) i zapisz numer faktury
  sales-register <rrrr-mm> [--out <plik.csv>]               rejestr sprzedaży miesiąca dla księgowości (CSV:
                                                            numer, daty, nabywca, NIP, netto, VAT, brutto;
                                                            korekty KOR/KPAR z kwotami ujemnymi);
                                                            bez --out na standardowe wyjście
  sales-register <rrrr-mm> --format xml [--out <plik.xml>]  to samo jako XML w stylu JPK_V7M (nie jest
                                                            plikiem JPK_V7M do wysłania)
  refund <idPłatności> [--amount <grosze>]                  zwróć opłaconą płatność przez Paynow (domyślnie całą
                                                            kwotę) i odbierz dni, które dała (nie wcześniej niż
                                                            do dziś); raz: drugie polecenie niczego nie zmienia;
                                                            zawsze przez działający serwer (ma klienta Paynow)
  --help                                                    ten tekst
Szkołę wskazuje jej id albo e-mail logowania. Gdy serwer działa na wbudowanej bazie danych, polecenie
trafia do niego przez HTTP (PORT, token z OPERATOR_TOKEN lub DATA_DIR/operator.token).
`;

/** A parsed operator command. */
export type OperatorCommand =
  | { kind: 'block'; ref: string; at: Date; untilPaid?: boolean }
  | { kind: 'block-in'; ref: string; minutes: number; untilPaid?: boolean }
  | { kind: 'unblock'; ref: string }
  | { kind: 'pkk-access'; ref: string; registryNumber: string | null }
  | { kind: 'content-preview'; ref: string; approved: boolean }
  | { kind: 'order-sent'; orderId: number; invoiceNumber: string | null }
  | { kind: 'sales-register'; month: string; out: string | null; format?: 'xml' }
  | { kind: 'refund'; paymentId: number; amount: number | null };

/** What the arguments ask for: a command, the help, or an error message. */
export type ParsedArgs = { command: OperatorCommand } | { help: true } | { error: string };

const UNIT_MINUTES = { m: 1, h: 60, d: 24 * 60 } as const;
const MAX_MINUTES = 10 * 366 * 24 * 60;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function takeOption(rest: string[], name: string): { value: string | null; error?: string } {
  const index = rest.indexOf(name);
  if (index < 0) return { value: null };
  const value = rest[index + 1];
  if (value === undefined || value.startsWith('--')) return { value: null, error: `${name}: brak wartości` };
  rest.splice(index, 2);
  return { value };
}

/** Removes the flag `name` from the arguments; answers whether it was given. */
function takeFlag(rest: string[], name: string): boolean {
  const index = rest.indexOf(name);
  if (index >= 0) rest.splice(index, 1);
  return index >= 0;
}

/**
 * The one argument left once the options are taken: `missing` when there is none or it is not
 * `valid`, an error naming the first argument too many, else its value.
 */
function soleArgument(rest: readonly string[], valid: (arg: string) => boolean, missing: string): { value: string } | { error: string } {
  const [arg, ...extra] = rest;
  if (!arg || !valid(arg)) return { error: missing };
  if (extra.length > 0) return { error: `Nieoczekiwany argument ${extra[0]}` };
  return { value: arg };
}

/** The school the command `name` names by its id or login e-mail (the one argument left). */
function schoolRef(rest: readonly string[], name: string): { value: string } | { error: string } {
  return soleArgument(rest, (arg) => !arg.startsWith('--'), `${name}: podaj id szkoły lub jej e-mail logowania`);
}

/** Whether an argument is a positive whole number of at most 9 digits (an id, an amount in grosz). */
function isPositiveInteger(arg: string): boolean {
  return /^\d{1,9}$/.test(arg) && Number(arg) >= 1;
}

/** Parses the command line (the arguments after `--`). */
export function parseArgs(args: readonly string[]): ParsedArgs {
  if (args.length === 0) return { error: 'Nie podano polecenia' };
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  const [name, ...rest] = args;
  if (name === 'block-school') {
    const at = takeOption(rest, '--at');
    const inArg = takeOption(rest, '--in');
    const untilPaid = takeFlag(rest, '--until-paid') ? { untilPaid: true } : {};
    if (at.error) return { error: at.error };
    if (inArg.error) return { error: inArg.error };
    const school = schoolRef(rest, name);
    if ('error' in school) return school;
    const ref = school.value;
    if ((at.value === null) === (inArg.value === null)) return { error: 'block-school: podaj dokładnie jedno z --at <data i godzina ISO> i --in <N>m|h|d' };
    if (at.value !== null) {
      const when = new Date(at.value);
      if (!ISO_DATE_TIME.test(at.value) || Number.isNaN(when.getTime())) return { error: `--at ${at.value} nie jest datą i godziną ISO ze strefą (np. 2026-11-23T05:30:00Z)` };
      return { command: { kind: 'block', ref, at: when, ...untilPaid } };
    }
    const match = /^(\d{1,7})([mhd])$/.exec(inArg.value ?? '');
    if (!match?.[1] || !match[2]) return { error: `--in ${inArg.value}: podaj liczbę całkowitą z m, h lub d (np. 30m, 2h, 7d)` };
    const minutes = Number(match[1]) * UNIT_MINUTES[match[2] as keyof typeof UNIT_MINUTES];
    if (minutes > MAX_MINUTES) return { error: `--in ${inArg.value}: za daleko w przyszłość` };
    return { command: { kind: 'block-in', ref, minutes, ...untilPaid } };
  }
  if (name === 'unblock-school') {
    const school = schoolRef(rest, name);
    if ('error' in school) return school;
    return { command: { kind: 'unblock', ref: school.value } };
  }
  if (name === 'pkk-access') {
    const registry = takeOption(rest, '--registry');
    if (registry.error) return { error: registry.error };
    const off = takeFlag(rest, '--off');
    const school = schoolRef(rest, name);
    if ('error' in school) return school;
    if ((registry.value === null) === !off) return { error: 'pkk-access: podaj dokładnie jedno z --registry <numer> i --off' };
    if (registry.value !== null && !PKK_REGISTRY_NUMBER.test(registry.value)) return { error: `--registry ${registry.value}: od 1 do 20 cyfr, liter, '/' lub '-'` };
    return { command: { kind: 'pkk-access', ref: school.value, registryNumber: registry.value } };
  }
  if (name === 'content-preview') {
    const off = takeFlag(rest, '--off');
    const school = schoolRef(rest, name);
    if ('error' in school) return school;
    return { command: { kind: 'content-preview', ref: school.value, approved: !off } };
  }
  if (name === 'order-sent') {
    const invoice = takeOption(rest, '--invoice');
    if (invoice.error) return { error: invoice.error };
    const id = soleArgument(rest, isPositiveInteger, 'order-sent: podaj id zamówienia (dodatnią liczbę całkowitą)');
    if ('error' in id) return id;
    const invoiceNumber = invoice.value?.trim() ?? null;
    if (invoiceNumber !== null && (invoiceNumber === '' || invoiceNumber.length > 40)) return { error: '--invoice: od 1 do 40 znaków' };
    return { command: { kind: 'order-sent', orderId: Number(id.value), invoiceNumber } };
  }
  if (name === 'sales-register') {
    const out = takeOption(rest, '--out');
    if (out.error) return { error: out.error };
    const format = takeOption(rest, '--format');
    if (format.error) return { error: format.error };
    if (format.value !== null && format.value !== 'csv' && format.value !== 'xml') return { error: '--format: csv albo xml' };
    const month = soleArgument(rest, (arg) => SALES_MONTH.test(arg), 'sales-register: podaj miesiąc jako rrrr-mm (np. 2026-11)');
    if ('error' in month) return month;
    return { command: { kind: 'sales-register', month: month.value, out: out.value, ...(format.value === 'xml' ? { format: 'xml' as const } : {}) } };
  }
  if (name === 'refund') {
    const amount = takeOption(rest, '--amount');
    if (amount.error) return { error: amount.error };
    const id = soleArgument(rest, isPositiveInteger, 'refund: podaj id płatności (dodatnią liczbę całkowitą)');
    if ('error' in id) return id;
    if (amount.value !== null && !isPositiveInteger(amount.value)) return { error: `--amount ${amount.value}: podaj kwotę w groszach (dodatnią liczbę całkowitą)` };
    return { command: { kind: 'refund', paymentId: Number(id.value), amount: amount.value === null ? null : Number(amount.value) } };
  }
  return { error: `Nieznane polecenie ${name}` };
}

/** The line a refund command prints. */
export function describeRefund(result: RefundResult): string {
  const amount = `${(result.amountGrosz / 100).toFixed(2).replace('.', ',')} zł`;
  const days = result.daysTakenBack ?? 0;
  if (!result.changed) return `Płatność ${result.paymentId} była już zwrócona (${amount}, zwrot ${result.refundId ?? '?'}, status ${result.status}${result.correctionNumber ? `, korekta ${result.correctionNumber}` : ''}); nic nie zmieniono.`;
  const correction = result.correctionNumber ? ` Wystawiono korektę ${result.correctionNumber}.` : '';
  return `Płatność ${result.paymentId}: zwrot ${amount} zlecony w Paynow (zwrot ${result.refundId ?? '?'}, status ${result.status}); odebrano ${days} dni.${correction}`;
}

/** The line a block command prints. */
export function describeBlock(result: SchoolBlockOutcome): string {
  const who = `Szkoła ${result.schoolId} (${result.email})`;
  if (!result.willBeBlockedAt) return `${who}: blokada zdjęta`;
  return `${who} zostanie zablokowana ${result.willBeBlockedAt}${result.untilPaid ? ' do opłacenia (zdejmie ją opłacona płatność szkoły za dni nauki)' : ''}`;
}

/** The line a pkk-access command prints. */
export function describePkkAccess(result: SchoolPkkOutcome): string {
  const who = `Szkoła ${result.schoolId} (${result.email})`;
  return result.canUsePkk ? `${who}: PKK włączone, numer w rejestrze ${result.pkkRegistryNumber ?? '?'}` : `${who}: PKK wyłączone`;
}

/** The line a content-preview command prints. */
export function describeContentPreview(result: SchoolContentPreviewOutcome): string {
  const who = `Szkoła ${result.schoolId} (${result.email})`;
  return result.contentPreviewApproved ? `${who}: podgląd materiałów zatwierdzony` : `${who}: podgląd materiałów wyłączony (czeka na zatwierdzenie)`;
}

/** The line an order-sent command prints. */
export function describeOrderSent(result: OrderSentOutcome): string {
  const { order } = result;
  const invoice = order.invoice ? `, faktura ${order.invoice.invoiceNumber}` : ', bez numeru faktury';
  if (!result.changed) return `Zamówienie ${order.id} było już wysłane (${order.sentDate ?? '?'}${invoice}); stan podręczników szkoły ${order.schoolId} bez zmian (${result.numberOfBooks ?? '?'}).`;
  return `Zamówienie ${order.id} oznaczone jako wysłane${invoice}; szkoła ${order.schoolId} dostała ${result.booksCredited} podręczników (stan: ${result.numberOfBooks ?? '?'}).`;
}

/** The message of a refused command, in Polish like the rest of the operator's output. */
export function describeError(command: OperatorCommand, error: { status: number; code: string }): string {
  if (error.status === 404) {
    if (command.kind === 'sales-register') return `Nie znaleziono danych rejestru ${command.month}`;
    if (command.kind === 'refund') return `Nie ma płatności ${command.paymentId}`;
    return command.kind === 'order-sent' ? `Nie ma zamówienia ${command.orderId}` : `Nie ma szkoły ${command.ref} (podaj id szkoły lub jej e-mail logowania)`;
  }
  if (command.kind === 'refund' && error.status === 409) return `Płatności ${command.paymentId} nie można zwrócić: nie jest opłacona`;
  if (command.kind === 'refund' && error.status === 503) return 'Paynow nie przyjął zwrotu albo nie odpowiedział; spróbuj ponownie (ten sam klucz idempotencji: zwrot nastąpi raz)';
  if (error.status === 403) return 'Serwer odrzucił token operatora (ustaw OPERATOR_TOKEN lub sprawdź DATA_DIR/operator.token działającego serwera)';
  return `Nie udało się: ${error.status} ${error.code}`;
}

async function runDirect(env: Env, command: OperatorCommand): Promise<string> {
  const database = await openDatabase(env);
  try {
    await database.migrate();
    if (command.kind === 'sales-register' && command.format === 'xml') {
      const seller = sellerConfigFrom(env);
      const register = await salesRegisterXml(database.db, command.month, { seller: seller && !seller.demo ? { name: seller.name, nip: seller.nip } : null, createdAt: systemClock.now() });
      if (!command.out) return register.xml;
      await writeFile(command.out, register.xml);
      return describeSalesRegister(command.month, { csv: '', count: register.count, totals: register.totals }, command.out);
    }
    if (command.kind === 'sales-register') {
      const register = await salesRegister(database.db, command.month);
      if (!command.out) return register.csv;
      await writeFile(command.out, register.csv);
      return describeSalesRegister(command.month, register, command.out);
    }
    const log = { warn: (obj: object, msg: string) => console.warn(msg, obj) };
    const outbox = new OutboxService(new OutboxRepository(database.db), systemClock, null, null, log);
    const orders = createOrdersService(database.db, outbox, systemClock, null);
    const operator = new OperatorService(new OperatorRepository(database.db), UsersService.over(database.db), orders, systemClock);
    switch (command.kind) {
      case 'block':
        return describeBlock(await operator.scheduleBlock(command.ref, command.at, command.untilPaid ?? false));
      case 'block-in':
        return describeBlock(await operator.scheduleBlockIn(command.ref, command.minutes, command.untilPaid ?? false));
      case 'unblock':
        return describeBlock(await operator.liftBlock(command.ref));
      case 'pkk-access':
        return describePkkAccess(await operator.setPkkAccess(command.ref, command.registryNumber));
      case 'content-preview':
        return describeContentPreview(await operator.setContentPreview(command.ref, command.approved));
      case 'order-sent':
        return describeOrderSent(await operator.markOrderSent(command.orderId, command.invoiceNumber));
      case 'refund':
        throw new CliError('refund idzie przez działający serwer');
    }
  } finally {
    await database.close();
  }
}

/** The HTTP request that runs a command on the running server. */
export function httpRequestOf(command: OperatorCommand): { path: string; body: Record<string, unknown> } {
  const url = (path: string) => `${API_BASE}/${path}`;
  switch (command.kind) {
    case 'block':
      return { path: url(endpointPath(operatorSchoolBlock, { ref: command.ref })), body: { at: command.at.toISOString(), ...(command.untilPaid ? { untilPaid: true } : {}) } };
    case 'block-in':
      return { path: url(endpointPath(operatorSchoolBlock, { ref: command.ref })), body: { inMinutes: command.minutes, ...(command.untilPaid ? { untilPaid: true } : {}) } };
    case 'unblock':
      return { path: url(endpointPath(operatorSchoolUnblock, { ref: command.ref })), body: {} };
    case 'pkk-access':
      return { path: url(endpointPath(operatorSchoolPkk, { ref: command.ref })), body: { registryNumber: command.registryNumber } };
    case 'content-preview':
      return { path: url(endpointPath(operatorSchoolContentPreview, { ref: command.ref })), body: { approved: command.approved } };
    case 'order-sent':
      return { path: url(endpointPath(operatorOrderSent, { id: command.orderId })), body: command.invoiceNumber ? { invoiceNumber: command.invoiceNumber } : {} };
    case 'sales-register':
      throw new CliError('sales-register nie ma polecenia HTTP');
    case 'refund':
      return { path: url(endpointPath(operatorPaymentRefund, { id: command.paymentId })), body: command.amount !== null ? { amount: command.amount } : {} };
  }
}

async function runOverHttp(env: Env, command: OperatorCommand): Promise<string> {
  if (command.kind === 'sales-register') throw new CliError('Rejestr sprzedaży czyta bazę danych bezpośrednio: wbudowaną bazę blokuje działający serwer; zatrzymaj go na chwilę albo użyj DATABASE_URL (PostgreSQL).');
  const token = readOperatorToken(env.OPERATOR_TOKEN, env.DATA_DIR);
  if (!token) throw new CliError(`Bazy danych używa działający serwer, a nie znaleziono tokenu operatora (ustaw OPERATOR_TOKEN lub uruchom serwer, który zapisuje ${env.DATA_DIR}/operator.token).`);
  const { path, body } = httpRequestOf(command);
  const url = `http://127.0.0.1:${env.PORT}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch (error) {
    throw new CliError(`Bazę danych blokuje inny proces, a serwer pod ${url} nie odpowiedział (${error instanceof Error ? error.message : String(error)}).`);
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new CliError(describeError(command, { status: response.status, code: typeof answer?.code === 'string' ? answer.code : '' }));
  if (command.kind === 'order-sent') return describeOrderSent(answer as unknown as OrderSentOutcome);
  if (command.kind === 'refund') return describeRefund(answer as unknown as RefundResult);
  if (command.kind === 'pkk-access') return describePkkAccess(answer as unknown as SchoolPkkOutcome);
  if (command.kind === 'content-preview') return describeContentPreview(answer as unknown as SchoolContentPreviewOutcome);
  return describeBlock(answer as unknown as SchoolBlockOutcome);
}

class CliError extends Error {
  override name = 'CliError';
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if ('help' in parsed) {
    process.stdout.write(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    process.stderr.write(`${parsed.error}\n\n${USAGE}`);
    return 1;
  }
  const env = loadEnv();
  let line: string;
  try {
    // A refund needs the running server: it holds the Paynow client and receives Paynow's notifications.
    line = parsed.command.kind === 'refund' ? await runOverHttp(env, parsed.command) : await runDirect(env, parsed.command);
  } catch (error) {
    if (error instanceof DatabaseLockedError) line = await runOverHttp(env, parsed.command);
    else if (error instanceof AppError) throw new CliError(describeError(parsed.command, error));
    else throw error;
  }
  process.stdout.write(parsed.command.kind === 'sales-register' && !parsed.command.out ? line : `${line}\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof CliError || error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
      else process.stderr.write(`Nie udało się: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}

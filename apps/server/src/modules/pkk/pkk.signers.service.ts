import type { Signer, SignerPage } from '@osk/contract';
import { uniqueViolationOf } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { pageOf } from '../../lib/pages.js';
import { ownSchoolId, pkkSchoolOf } from '../../access/access.policy.js';
import type { AuthContext } from '../../access/caller.js';
import type { PkkRepository, SignerRow } from './pkk.repository.js';
import { toSigner } from './pkk.presenter.js';

/** Signer fields as parsed by the contract. */
export interface SignerInput {
  firstName: string;
  lastName: string;
  clientLogin: string;
  defaultSigner: boolean;
  pesel?: string | null | undefined;
}

/**
 * The school's signers (school document §2.2): the people whose login the authority knows and whose
 * certificate signs course updates; one default at a time. Also picks the signer acting in a call.
 */
export class PkkSignersService {
  constructor(private readonly repo: PkkRepository) {}

  async signerPage(caller: AuthContext, pageNumber: number): Promise<SignerPage> {
    const school = { id: ownSchoolId(caller) };
    const size = 10;
    const { rows, total } = await this.repo.signerPage(school.id, pageNumber, size);
    return pageOf(rows.map(toSigner), total, size, pageNumber);
  }

  async createSigner(caller: AuthContext, input: SignerInput): Promise<Signer> {
    const school = pkkSchoolOf(caller, true);
    return this.saveSigner(school.id, null, input);
  }

  async updateSigner(caller: AuthContext, id: number, input: SignerInput): Promise<Signer> {
    const school = pkkSchoolOf(caller, true);
    if (!(await this.repo.signer(school.id, id))) throw new AppError(404, 'msg.error.pkk.signer.not.found');
    return this.saveSigner(school.id, id, input);
  }

  async deleteSigner(caller: AuthContext, id: number): Promise<void> {
    const school = pkkSchoolOf(caller, true);
    const deleted = await this.repo.transaction(async (tx) => {
      if (!(await this.repo.deleteSigner(school.id, id, tx))) return false;
      await this.repo.ensureDefault(school.id, tx);
      return true;
    });
    if (!deleted) throw new AppError(404, 'msg.error.pkk.signer.not.found');
  }

  /** The signer acting at the authority: `userLogin` (one of the school's) or the default signer. */
  async acting(schoolId: number, userLogin: string | undefined): Promise<SignerRow> {
    if (userLogin) {
      const found = await this.repo.signerByLogin(schoolId, userLogin);
      if (!found) throw new AppError(404, 'msg.error.pkk.signer.not.found');
      return found;
    }
    const fallback = await this.repo.defaultSigner(schoolId);
    if (fallback) return fallback;
    const any = (await this.repo.signersOf(schoolId))[0];
    if (!any) throw new AppError(409, 'msg.error.pkk.no.signer');
    return any;
  }

  /** The school's signer chosen by id (404 otherwise); when `userLogin` is given it must be that signer's. */
  async chosen(schoolId: number, signerId: number, userLogin: string | undefined): Promise<SignerRow> {
    const signer = await this.repo.signer(schoolId, signerId);
    if (!signer) throw new AppError(404, 'msg.error.pkk.signer.not.found');
    if (userLogin && userLogin.toLowerCase() !== signer.clientLogin.toLowerCase()) throw new AppError(400, 'msg.error.pkk.signature.signer.mismatch');
    return signer;
  }

  private async saveSigner(schoolId: number, id: number | null, input: SignerInput): Promise<Signer> {
    try {
      const row = await this.repo.transaction(async (tx) => {
        if (await this.repo.loginUsed(schoolId, input.clientLogin, id, tx)) throw new AppError(409, 'msg.error.pkk.signer.login.used');
        const others = (await this.repo.signersOf(schoolId, tx)).filter((s) => s.id !== id);
        const makeDefault = input.defaultSigner || others.length === 0 || !others.some((s) => s.defaultSigner);
        if (makeDefault) await this.repo.unsetDefaults(schoolId, id, tx);
        const values = { firstName: input.firstName, lastName: input.lastName, clientLogin: input.clientLogin, pesel: input.pesel ?? null, defaultSigner: makeDefault };
        const saved = id === null ? await this.repo.insertSigner({ schoolId, ...values }, tx) : await this.repo.updateSigner(schoolId, id, values, tx);
        if (!saved) throw new AppError(404, 'msg.error.pkk.signer.not.found');
        return saved;
      });
      return toSigner(row);
    } catch (error) {
      const unique = uniqueViolationOf(error);
      if (unique?.constraint === 'signers_school_login_idx') throw new AppError(409, 'msg.error.pkk.signer.login.used');
      if (unique) throw new AppError(409, 'msg.error.signer.save.failed');
      throw error;
    }
  }
}

import type { PkkCourseForm, PkkDetail, PkkListFilter, PkkPage, PkkPreview, PkkReturnReason, PkkSchoolInfo, PkkUpdateResult, PreflightResult, Signer, SignerPage } from '@osk/contract';
import type { Clock } from '../../lib/clock.js';
import type { PkkAuthority } from '../../integrations/pkk-authority/types.js';
import type { AuthContext } from '../../access/caller.js';
import type { PkkRepository } from './pkk.repository.js';
import type { PkkSignMethod } from './pkk.presenter.js';
import { PkkRegistryService, type ProfileQuery } from './pkk.registry.service.js';
import { PkkSignersService, type SignerInput } from './pkk.signers.service.js';
import { PkkUpdateService, type PkkSigning, type UpdateFieldsInput } from './pkk.update.service.js';

/**
 * The PKK workflow (school document §2.2, §3, §4, §5, §7; issue 11), as the routes see it: three
 * services behind one face. The school's signers (pkk.signers.service.ts), its registry with the
 * authority's download, refresh, returns and complementary courses (pkk.registry.service.ts), and the
 * course update with its pre-flight rules (pkk.update.service.ts, pkk.preflight.ts).
 */
export class PkkService {
  readonly signers: PkkSignersService;
  readonly registryService: PkkRegistryService;
  readonly updates: PkkUpdateService;

  constructor(repo: PkkRepository, clock: Clock, authority: PkkAuthority | null, signing: PkkSigning) {
    this.signers = new PkkSignersService(repo);
    this.registryService = new PkkRegistryService(repo, clock, authority, this.signers);
    this.updates = new PkkUpdateService(repo, clock, authority, signing, this.signers, this.registryService);
  }

  // ---- signers ----
  signerPage(caller: AuthContext, pageNumber: number): Promise<SignerPage> {
    return this.signers.signerPage(caller, pageNumber);
  }
  createSigner(caller: AuthContext, input: SignerInput): Promise<Signer> {
    return this.signers.createSigner(caller, input);
  }
  updateSigner(caller: AuthContext, id: number, input: SignerInput): Promise<Signer> {
    return this.signers.updateSigner(caller, id, input);
  }
  deleteSigner(caller: AuthContext, id: number): Promise<void> {
    return this.signers.deleteSigner(caller, id);
  }

  // ---- registry and the authority ----
  registry(caller: AuthContext, schoolId: number, filter: PkkListFilter, pageNumber: number, pageSize: number): Promise<PkkPage> {
    return this.registryService.registry(caller, schoolId, filter, pageNumber, pageSize);
  }
  schoolInfo(caller: AuthContext, schoolId: number): Promise<PkkSchoolInfo> {
    return this.registryService.schoolInfo(caller, schoolId);
  }
  detail(caller: AuthContext, id: number): Promise<PkkDetail> {
    return this.registryService.detail(caller, id);
  }
  query(caller: AuthContext, q: ProfileQuery): Promise<PkkDetail> {
    return this.registryService.query(caller, q);
  }
  preview(caller: AuthContext, q: ProfileQuery): Promise<PkkPreview> {
    return this.registryService.preview(caller, q);
  }
  complementary(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined; pesel?: string | undefined }): Promise<PkkDetail> {
    return this.registryService.complementary(caller, q);
  }
  remove(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }): Promise<PkkDetail | null> {
    return this.registryService.remove(caller, q);
  }
  giveBack(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }): Promise<PkkDetail> {
    return this.registryService.giveBack(caller, q);
  }
  returnToAuthority(caller: AuthContext, q: { pkkId: string; userLogin?: string | undefined }, body: { type: PkkReturnReason; description: string; pkkUpdatePersons: { signer: { id: number } } }): Promise<PkkDetail> {
    return this.registryService.returnToAuthority(caller, q, body);
  }

  // ---- course update ----
  courseForm(caller: AuthContext, id: number): Promise<PkkCourseForm> {
    return this.updates.courseForm(caller, id);
  }
  preflight(caller: AuthContext, fields: UpdateFieldsInput): Promise<PreflightResult> {
    return this.updates.preflight(caller, fields);
  }
  updateDocument(caller: AuthContext, fields: UpdateFieldsInput): Promise<{ number: string; document: string }> {
    return this.updates.updateDocument(caller, fields);
  }
  taskList(caller: AuthContext, fields: UpdateFieldsInput): Promise<string> {
    return this.updates.taskList(caller, fields);
  }
  update(caller: AuthContext, userLogin: string | undefined, request: UpdateFieldsInput & { requestBody: string; method: PkkSignMethod }): Promise<PkkUpdateResult> {
    return this.updates.update(caller, userLogin, request);
  }
}

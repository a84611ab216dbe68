import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLinkFrame, PageLoadError, PageLoading } from './page-frame';

/** Where a page's back link goes and what it says. */
export interface BackLink {
  to: string;
  label: string;
}

/** What a section of school screens (orders, resources, learners, PKK) sets once for all its pages. */
export interface SectionFrameOptions<B extends ((t: TFunction) => BackLink) | undefined> {
  maxWidth: number;
  /** The back link of every page; without it each page names its own. */
  back: B;
  loadErrorTitle: (t: TFunction) => string;
}

type FrameProps<B> = { title: string; testId: string; actions?: ReactNode; children: ReactNode; maxWidth?: number } & (B extends undefined ? { back: BackLink } : { back?: BackLink });

/**
 * A section's page frame (the link back, a heading with its actions, the content), its loader and its
 * failed-read alert with a retry, with the section's texts and its test ids (`<prefix>-back`,
 * `<prefix>-loading`, `<prefix>-error`).
 */
export function sectionFrame<B extends ((t: TFunction) => BackLink) | undefined>(prefix: string, options: SectionFrameOptions<B>) {
  function Frame({ title, testId, back, actions, children, maxWidth = options.maxWidth }: FrameProps<B>) {
    const { t } = useTranslation();
    const link = back ?? options.back?.(t);
    if (!link) throw new Error(`the page ${testId} names no back link`);
    return (
      <BackLinkFrame title={title} testId={testId} actions={actions} maxWidth={maxWidth} back={{ ...link, testId: `${prefix}-back` }}>
        {children}
      </BackLinkFrame>
    );
  }

  /** A loader while a query runs. */
  function Loading({ testId = `${prefix}-loading` }: { testId?: string }) {
    return <PageLoading testId={testId} />;
  }

  /** A failed read with its reason and a retry. */
  function LoadError({ error, retry, title, testId = `${prefix}-error` }: { error: unknown; retry: () => void; title?: string; testId?: string }) {
    const { t } = useTranslation();
    return <PageLoadError title={title ?? options.loadErrorTitle(t)} error={error} retry={retry} testId={testId} />;
  }

  return { Frame, Loading, LoadError };
}

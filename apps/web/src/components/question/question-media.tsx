import type { ExamQuestion } from '@osk/contract';
import { Box, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The film's formats this browser can play, the likeliest first (WebM beside the MP4 of the same name). */
export function videoSources(mp4Path: string, doc: Document = document): string[] {
  const webm = mp4Path.replace(/\.mp4$/i, '.webm');
  const candidates = webm === mp4Path ? [{ src: mp4Path, type: 'video/mp4' }] : [{ src: webm, type: 'video/webm' }, { src: mp4Path, type: 'video/mp4' }];
  const probe = doc.createElement('video');
  const rank = (type: string) => {
    const answer = typeof probe.canPlayType === 'function' ? probe.canPlayType(type) : '';
    return answer === 'probably' ? 2 : answer === 'maybe' ? 1 : 0;
  };
  return candidates
    .map((candidate) => ({ ...candidate, rank: rank(candidate.type) }))
    .filter((candidate) => candidate.rank > 0)
    .sort((a, b) => b.rank - a.rank)
    .map((candidate) => candidate.src);
}

/** The phases of an exam question (features/exam's question-phase); only PLAY starts the film. */
export type MediaPhase = 'READ' | 'PLAY' | 'ANSWER';

/** The medium kind of a question: none when it has no medium. */
function mediaKindOf(question: Pick<ExamQuestion, 'media' | 'madiaType'>): 'IMAGE' | 'VIDEO' | null {
  return question.media ? question.madiaType : null;
}

export interface QuestionMediaProps {
  question: Pick<ExamQuestion, 'id' | 'media' | 'madiaType'>;
  /** The phase of a running exam; null when reviewing (the film then has controls). */
  phase: MediaPhase | null;
  /** The film ended, or the medium cannot be shown (the phases must not wait for it). */
  onEnded?: () => void;
}

/**
 * The image or film of a question, shared by the exam and the learn screens. An image shows at once. A film shows its first frame while the
 * question is read, plays once without controls when the PLAY phase starts and stays on its last
 * frame. A medium that fails to load (or a film this browser cannot play) leaves a short note instead,
 * and counts as ended so the exam goes on. Render it with `key={question.id}` so each question starts
 * afresh.
 */
export function QuestionMedia({ question, phase, onEnded }: QuestionMediaProps) {
  const { t } = useTranslation();
  const type = mediaKindOf(question);
  const sources = useMemo(() => (type === 'VIDEO' && question.media ? videoSources(question.media) : []), [type, question.media]);
  const [attempt, setAttempt] = useState(0);
  // A film with no playable format counts as unavailable from the start.
  const [failed, setFailed] = useState(() => type === 'VIDEO' && sources.length === 0);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  const source = sources[attempt];

  useEffect(() => {
    if (phase !== 'PLAY') return;
    if (failed) {
      onEndedRef.current?.();
      return;
    }
    const video = videoRef.current;
    if (!video || typeof video.play !== 'function') return;
    const playing = video.play() as Promise<void> | undefined;
    playing?.catch((error: unknown) => {
      // A newer load interrupted play(): that load plays on its own.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setFailed(true);
    });
  }, [phase, failed, source]);

  if (!type || !question.media) return null;

  const frame = (content: ReactNode) => (
    <Box
      pos="relative"
      bg="dark.9"
      style={{ aspectRatio: '16 / 9', maxHeight: '52vh', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', width: '100%' }}
      data-testid="exam-media"
    >
      {content}
    </Box>
  );

  if (failed) {
    return frame(
      <Text c="gray.3" size="sm" ta="center" p="md" pos="absolute" inset={0} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="exam-media-unavailable">
        {t('exam.run.mediaUnavailable')}
      </Text>,
    );
  }

  const fill = { width: '100%', height: '100%', objectFit: 'contain' as const, display: 'block' };
  if (type === 'IMAGE') {
    return frame(<img src={question.media} alt={t('exam.run.mediaAlt')} style={fill} onError={() => setFailed(true)} data-testid="exam-image" />);
  }
  return frame(
    <video
      key={source}
      ref={videoRef}
      src={source}
      style={fill}
      muted
      playsInline
      preload="auto"
      controls={phase === null}
      disablePictureInPicture
      aria-label={t('exam.run.videoLabel')}
      data-testid="exam-video"
      onEnded={() => {
        if (phase !== null) onEndedRef.current?.();
      }}
      onError={() => {
        if (attempt + 1 < sources.length) setAttempt(attempt + 1);
        else setFailed(true);
      }}
    />,
  );
}

import { LECTURE_PROGRESS_SAVE_SECONDS, LECTURE_TIME_SLACK_SECONDS, type Lecture, type LectureProgress } from '@osk/contract';
import { Box, Loader, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useMediaUrl } from '../../../lib/session/media-url';
import { createPlayer } from '../player/create-player';
import { isVimeoLink, type VideoPlayer } from '../player/video-player';

/** What the player reports to the page: a position to store, and the end of the film. */
export interface LecturePlayerProps {
  lecture: Lecture;
  /** The stored progress (resume at its endTime unless the lecture was finished). */
  progress: LectureProgress | undefined;
  /** Start playing at once (the next lecture after one finished). */
  autoStart: boolean;
  onSave: (change: { started: boolean; finished: boolean; endTime: number }) => void;
  onFinish: (endTime: number) => void;
}

/**
 * A lecture's film behind the player adapter. Its events drive the progress (spec §2, §5): play
 * marks the lecture started, the position is stored every LECTURE_PROGRESS_SAVE_SECONDS of film and
 * on pause and seek, the end marks it finished.
 */
export function LecturePlayer({ lecture, progress, autoStart, onSave, onFinish }: LecturePlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const vimeo = isVimeoLink(lecture.link);
  const src = useMediaUrl(vimeo ? null : lecture.link);
  // Callbacks and the resume point are read through refs so the player is created once per film.
  const latest = useRef({ progress, autoStart, onSave, onFinish });
  latest.current = { progress, autoStart, onSave, onFinish };

  useEffect(() => {
    const element = container.current;
    if (!element || (!vimeo && !src)) return;
    let player: VideoPlayer | null = null;
    let cancelled = false;
    let position = 0;
    let lastSaved = 0;
    // The server refuses a position past the film's stated length plus a slack (the file may run longer).
    const cap = (seconds: number) => {
      const whole = Math.max(0, Math.floor(seconds));
      return lecture.time > 0 ? Math.min(whole, lecture.time + LECTURE_TIME_SLACK_SECONDS) : whole;
    };
    const save = () => {
      lastSaved = position;
      latest.current.onSave({ started: true, finished: latest.current.progress?.finished === true, endTime: cap(position) });
    };

    void createPlayer(element, lecture.link, src ?? lecture.link, lecture.title).then((created) => {
      if (cancelled) {
        created.destroy();
        return;
      }
      player = created;
      const stored = latest.current.progress;
      created.on('ready', () => {
        const resumeAt = stored && !stored.finished ? stored.endTime : 0;
        if (resumeAt > 0) {
          position = resumeAt;
          lastSaved = resumeAt;
          void created.seek(resumeAt);
        }
        if (latest.current.autoStart) void created.play();
      });
      created.on('play', () => save());
      created.on('playProgress', ({ seconds }) => {
        position = seconds;
        if (Math.abs(seconds - lastSaved) >= LECTURE_PROGRESS_SAVE_SECONDS) save();
      });
      created.on('pause', () => save());
      created.on('seek', ({ seconds }) => {
        position = seconds;
        save();
      });
      created.on('finish', () => latest.current.onFinish(cap(position)));
    });
    return () => {
      cancelled = true;
      player?.destroy();
      element.replaceChildren();
    };
  }, [lecture.id, lecture.link, lecture.title, lecture.time, src, vimeo]);

  return (
    <Box data-testid={`lecture-player-${lecture.id}`} style={{ borderRadius: 8, overflow: 'hidden', background: 'black' }}>
      {!vimeo && !src && (
        <Center h={200}>
          <Loader color="gray" />
        </Center>
      )}
      <div ref={container} />
    </Box>
  );
}

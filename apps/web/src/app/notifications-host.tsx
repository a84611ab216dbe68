import { NOTIFICATION_AUTOCLOSE_MS, NOTIFICATION_LIMIT } from '@osk/contract';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyWidget } from './lazy-screen';

const POSITION = 'top-center';

// The store takes the app's limit and position at once, so notifications shown before the
// container has loaded are queued and placed as they will be shown.
notificationsStore.updateState((state) => ({ ...state, limit: NOTIFICATION_LIMIT, defaultPosition: POSITION }));

// The container (its transitions, drag and scroll handling) is fetched with the first notification,
// not with the landing page. A failed fetch (offline, replaced deploy) must not take the app down:
// the notification is then not shown.
const Notifications = lazyWidget(async () => (await import('./notifications-container')).Notifications);

/** Mounts Mantine's notification container once something is to be shown, and keeps it mounted. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={NOTIFICATION_LIMIT} position={POSITION} autoClose={NOTIFICATION_AUTOCLOSE_MS} />
    </Suspense>
  );
}

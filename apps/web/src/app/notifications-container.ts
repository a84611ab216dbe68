// Mantine's notification container on its own, for NotificationsHost to import lazily: a dynamic
// import of '@mantine/notifications' itself would resolve to the landing chunk, which already holds
// that package's store.
export { Notifications } from '@mantine/notifications';

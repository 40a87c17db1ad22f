// Where the notification centre lives: one page for every signed-in role, inside the signed-in area (/app/*).
export const NOTIFICATIONS_PATH = '/app/notifications';

/** Test drives booked in real slots: a car's free slots (from its branch's hours and diaries), the booking and its mails. */
export * as testDrives from './test-drives.controller.ts';
export * as myTestDrive from './my-test-drive.controller.ts';
export * as agenda from './agenda.controller.ts';
export * as schedules from './schedules.controller.ts';
export * as calendar from './calendar.controller.ts';
export { sendTestDriveCancelled, sendTestDriveMail, sendTestDriveReminder } from './test-drive-mail.ts';
export { cancelDrivesOfUnavailableCar } from './test-drives.service.ts';
export { todaysDrives } from './agenda.service.ts';

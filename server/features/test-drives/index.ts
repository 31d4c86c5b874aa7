/** Test drives booked in real slots: the free slots of a car, from its branch's hours and diaries. */
export * as testDrives from './test-drives.controller.ts';

// The course, validated at build time (the `course` plugin in vite.config.ts).
declare module 'virtual:course' {
  const course: { lessons: import('../../lessons/parseLesson').Lesson[]; errors: string[] };
  export default course;
}

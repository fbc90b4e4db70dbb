// The course, validated at build time (src/cli/coursePlugin.ts).
declare module 'virtual:course' {
  const course: { lessons: import('../../lessons/parseLesson').Lesson[]; errors: string[] };
  export default course;
}

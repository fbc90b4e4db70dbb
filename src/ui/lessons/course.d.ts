// The course, validated at build time (the `course` plugin in vite.config.ts).
declare module 'virtual:course' {
  const course: { lessons: import('../../lessons/parseLesson').Lesson[]; errors: string[] };
  export default course;
}

// One language's words for every lesson, by lesson id (lessons/<locale>/, checked against the source).
declare module 'virtual:course-text/*' {
  const texts: Record<string, import('../../lessons/lessonText').LessonText>;
  export default texts;
}

// The course, validated at build time (the `course` plugin in vite.config.ts): the index of every
// lesson's summary, and loaders for each lesson, its words in each language and the index's words
// in each language, each a chunk of its own.
declare module 'virtual:course' {
  type Lesson = import('../../lessons/parseLesson').Lesson;
  type LessonText = import('../../lessons/lessonText').LessonText;
  type SummaryText = import('../../lessons/lessonSummary').SummaryText;
  const course: { lessons: import('../../lessons/lessonSummary').LessonSummary[]; errors: string[] };
  export default course;
  /** Each lesson, by id. */
  export const lessonModules: Record<string, () => Promise<{ default: Lesson }>>;
  /** By locale, then lesson id: the lesson's words in that language (lessons/<locale>/, checked against the source). */
  export const lessonTextModules: Record<string, Record<string, () => Promise<{ default: LessonText }>>>;
  /** By locale: every translated lesson's title and goal, by lesson id. */
  export const indexTextModules: Record<string, () => Promise<{ default: Record<string, SummaryText> }>>;
}

// The notices the lab shows (errors and information), the latest few, each dismissable. The lab
// model is not React and writes no sentences: a notice is a code with its values (NoticeMessage),
// which the UI words in the reader's language (noticeText.ts); `text` is its English, for the
// console, tests and the embedding API.
import type { NoticeMessage } from './NoticeMessage';
import { englishNotice } from './noticeText';

export type { NoticeMessage };

export interface Notice {
  id: number;
  kind: 'error' | 'info';
  message: NoticeMessage;
  /** The message in English. */
  text: string;
}

export class NoticeList {
  items: Notice[] = [];
  private noticeId = 0;

  constructor(private readonly changed: () => void) {}

  notify(kind: Notice['kind'], message: NoticeMessage): void {
    this.items = [...this.items.slice(-4), { id: ++this.noticeId, kind, message, text: englishNotice(message) }];
    this.changed();
  }

  dismiss(id: number): void {
    this.items = this.items.filter((n) => n.id !== id);
    this.changed();
  }
}

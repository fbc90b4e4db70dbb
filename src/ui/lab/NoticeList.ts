// The notices the lab shows (errors and information), the latest few, each dismissable.
export interface Notice {
  id: number;
  kind: 'error' | 'info';
  text: string;
}

export class NoticeList {
  items: Notice[] = [];
  private noticeId = 0;

  constructor(private readonly changed: () => void) {}

  notify(kind: Notice['kind'], text: string): void {
    this.items = [...this.items.slice(-4), { id: ++this.noticeId, kind, text }];
    this.changed();
  }

  dismiss(id: number): void {
    this.items = this.items.filter((n) => n.id !== id);
    this.changed();
  }
}

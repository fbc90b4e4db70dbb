// The papers behind the experiments (shared/papers), as a student reads them cited: authors and
// year where the paper's copy gives them, else what the paper is. One place, so pages, verdicts and
// exports name a paper the same way and never by its file number.

export interface PaperInfo {
  /** File prefix in shared/papers. */
  id: string;
  /** "Tsang & Chang (2003)": what student-facing text calls the paper. */
  cite: string;
  title: string;
}

const PAPERS: Record<string, PaperInfo> = {
  '000': { id: '000', cite: 'Tsang & Chang (2003)', title: 'A Simulation Study on the Throughput Fairness of TCP Vegas' },
  '001': { id: '001', cite: 'De Vendictis & Baiocchi (2002)', title: 'Modeling a Mixed TCP Vegas and TCP Reno Scenario' },
  // The copy has no author line: the study is named by what it compares.
  '002': { id: '002', cite: 'the Reno/Vegas/NewReno ns-2 study', title: 'A comparison of Reno, Vegas and NewReno over drop-tail and RED' },
  '003': { id: '003', cite: 'the Vegas+ ns-3 project (2022)', title: 'Enhancing TCP Fairness: TCP Vegas+ Implementation' },
  '004': { id: '004', cite: 'Brakmo & Peterson (1995)', title: 'TCP Vegas: End to End Congestion Avoidance on a Global Internet' },
};

/** The paper with file prefix `id`, or undefined: for a report that may name a paper this build does not know. */
export const findPaper = (id: string): PaperInfo | undefined => PAPERS[id];

/** The paper with file prefix `id`; throws on an id no paper has (a catalogue mistake, not user input). */
export function paperInfo(id: string): PaperInfo {
  const p = findPaper(id);
  if (!p) throw new Error(`no paper ${id} in shared/papers`);
  return p;
}

/** "Tsang & Chang (2003)". */
export const paperCite = (id: string): string => paperInfo(id).cite;

/** "The Reno/Vegas/NewReno ns-2 study": the citation where it opens a sentence. */
export const paperCiteAtStart = (id: string): string => {
  const cite = paperCite(id);
  return cite[0].toUpperCase() + cite.slice(1);
};

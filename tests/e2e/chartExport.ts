// A chart's downloads are behind its Export button (ChartExportMenu): opens the list of `figure`
// (a chart's figure, or a cell holding one, the first chart's list) and gives the choice to click.
import type { Locator } from 'playwright-core';

export async function exportChoice(figure: Locator, choice: string): Promise<Locator> {
  await figure.getByRole('button', { name: /^Export / }).first().click();
  return figure.getByRole('group', { name: /^Export / }).getByRole('button', { name: choice, exact: true });
}

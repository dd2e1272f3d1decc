// Settings › Website › Template: the website template registry, assignment, customization and
// content blocks (issue 17). Placeholder until built.
import { NotBuiltPage } from '../../pages/not-built-page.js';
import type { ScreenProps } from '../screen-table.js';

export const WebsiteTemplateScreen = ({ entry }: ScreenProps) => <NotBuiltPage screen={entry.screen} />;

import { MAX_RULE_TEMPLATES, type TRuleTemplate, type TSportCode } from '@dfs/contracts';
import { AppError } from '../../core/app-error';
import type { TAuthUser } from '../../core/auth-context';
import type { TOptimizerRepository, TRuleTemplateRow } from './optimizer.repository';

const toTemplate = (row: TRuleTemplateRow): TRuleTemplate => ({
  id: row.id,
  sport: row.sport,
  name: row.name,
  settings: row.settings,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Rule templates: the build settings a user saves under a name per sport and applies again. Open to
 * every signed-in user, as saved builds are; the settings are kept as the screen sent them.
 */
export class RuleTemplatesService {
  constructor(private readonly repo: TOptimizerRepository) {}

  /** The user's templates of a sport. */
  async list(user: TAuthUser, sport: TSportCode) {
    return (await this.repo.ruleTemplates(user.id, sport)).map(toTemplate);
  }

  /** Saves settings under a name (the same name replaces it), up to MAX_RULE_TEMPLATES per sport. */
  async save(user: TAuthUser, input: { sport: TSportCode; name: string; settings: Record<string, unknown> }) {
    const mine = await this.repo.ruleTemplates(user.id, input.sport);
    if (mine.length >= MAX_RULE_TEMPLATES && !mine.some((t) => t.name === input.name))
      throw new AppError(
        'VALIDATION',
        `You keep ${MAX_RULE_TEMPLATES} templates for ${input.sport.toUpperCase()}: delete one, or save under the name of one to replace it.`,
        { fields: ['name'] },
      );
    return toTemplate(await this.repo.saveRuleTemplate({ userId: user.id, ...input }));
  }

  /** Deletes one of the user's templates. */
  async remove(user: TAuthUser, id: string): Promise<void> {
    if (!(await this.repo.deleteRuleTemplate(user.id, id)))
      throw new AppError('NOT_FOUND', 'No rule template with this id.');
  }
}
export type TRuleTemplatesService = RuleTemplatesService;

import type { MemberSurvey } from '@maple/contracts';
import { createSurveyEmbed, ScenarioSurveyLoadError, type SurveyEmbedHost } from './survey-embed';

const scenarioSurvey = (scenario: 'deq' | 'feedback', status: MemberSurvey['status'] = 'not-started'): MemberSurvey => ({
  surveyId: scenario === 'deq' ? 1291 : 1292,
  key: scenario,
  title: scenario,
  points: 50,
  onboarding: false,
  scenario,
  status,
  answeredCount: 0,
  questionCount: 3,
  completedAt: status === 'completed' ? '2026-11-20T12:00:00Z' : null,
});

function hostWith(overrides: Partial<SurveyEmbedHost> = {}) {
  const done: string[] = [];
  const host: SurveyEmbedHost = {
    isSignedIn: async () => true,
    memberSurveys: async () => [scenarioSurvey('deq'), scenarioSurvey('feedback', 'completed')],
    loadSurvey: async (surveyId) => void done.push(`load ${surveyId}`),
    openSurvey: (surveyId) => void done.push(`open ${surveyId}`),
    promptSignIn: (scenario) => void done.push(`sign in for ${scenario}`),
    showError: (code) => void done.push(`error ${code}`),
    ...overrides,
  };
  return { embed: createSurveyEmbed(host), done };
}

describe('the survey embed interface', () => {
  it('is version 1 and names its scenarios', () => {
    const { embed } = hostWith();
    expect(embed.version).toBe(1);
    expect(embed.scenarios).toEqual(['deq', 'feedback']);
    expect(Object.isFrozen(embed)).toBe(true);
  });

  describe('hasCompletedScenarioSurvey', () => {
    it('says whether the member completed the scenario’s survey', async () => {
      const { embed } = hostWith();
      await expect(embed.hasCompletedScenarioSurvey('feedback')).resolves.toBe(true);
      await expect(embed.hasCompletedScenarioSurvey('deq')).resolves.toBe(false);
    });

    it('answers false for a visitor, without asking the API', async () => {
      const memberSurveys = jest.fn();
      const { embed } = hostWith({ isSignedIn: async () => false, memberSurveys });
      await expect(embed.hasCompletedScenarioSurvey('deq')).resolves.toBe(false);
      expect(memberSurveys).not.toHaveBeenCalled();
    });

    it('rejects with the DEQ or feedback load code when the surveys cannot be read, and opens no modal', async () => {
      const { embed, done } = hostWith({ memberSurveys: () => Promise.reject(new Error('502')) });
      await expect(embed.hasCompletedScenarioSurvey('deq')).rejects.toMatchObject({ name: 'ScenarioSurveyLoadError', code: 1284 });
      await expect(embed.hasCompletedScenarioSurvey('feedback')).rejects.toBeInstanceOf(ScenarioSurveyLoadError);
      await expect(embed.hasCompletedScenarioSurvey('feedback')).rejects.toMatchObject({ code: 1285 });
      expect(done).toEqual([]);
    });

    it('rejects an unknown scenario with a TypeError', async () => {
      const { embed } = hostWith();
      await expect(embed.hasCompletedScenarioSurvey('exit-intent' as never)).rejects.toThrow(TypeError);
    });
  });

  describe('triggerManualScenario', () => {
    it('loads the scenario’s survey, then opens it', async () => {
      const { embed, done } = hostWith();
      await expect(embed.triggerManualScenario('deq')).resolves.toEqual({ status: 'opened', surveyId: 1291 });
      expect(done).toEqual(['load 1291', 'open 1291']);
    });

    it('opens nothing for a survey the member has completed', async () => {
      const { embed, done } = hostWith();
      await expect(embed.triggerManualScenario('feedback')).resolves.toEqual({ status: 'alreadyCompleted', surveyId: 1292 });
      expect(done).toEqual([]);
    });

    it('asks a visitor to sign in first', async () => {
      const { embed, done } = hostWith({ isSignedIn: async () => false });
      await expect(embed.triggerManualScenario('feedback')).resolves.toEqual({ status: 'signInRequired' });
      expect(done).toEqual(['sign in for feedback']);
    });

    it('shows 1284 when the DEQ survey cannot be loaded, and opens nothing', async () => {
      const { embed, done } = hostWith({ loadSurvey: () => Promise.reject(new Error('503')) });
      await expect(embed.triggerManualScenario('deq')).resolves.toEqual({ status: 'failed', code: 1284 });
      expect(done).toEqual(['error 1284']);
    });

    it('shows 1285 when the feedback survey is missing or the list cannot be read', async () => {
      const missing = hostWith({ memberSurveys: async () => [scenarioSurvey('deq')] });
      await expect(missing.embed.triggerManualScenario('feedback')).resolves.toEqual({ status: 'failed', code: 1285 });
      expect(missing.done).toEqual(['error 1285']);

      const unreadable = hostWith({ memberSurveys: () => Promise.reject(new Error('timeout')) });
      await expect(unreadable.embed.triggerManualScenario('feedback')).resolves.toEqual({ status: 'failed', code: 1285 });
    });

    it('rejects an unknown scenario with a TypeError, and shows nothing', async () => {
      const { embed, done } = hostWith();
      await expect(embed.triggerManualScenario(42 as never)).rejects.toThrow('unknown scenario 42');
      expect(done).toEqual([]);
    });
  });
});

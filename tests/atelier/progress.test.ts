import { alertsDue } from '@/lib/ordering/atelier/alerts-due';
import { planStages } from '@/lib/ordering/atelier/plan';
import {
  bySlack,
  currentStage,
  expectedFinish,
  nextStage,
  slackDays,
  type StageDates,
} from '@/lib/ordering/atelier/progress';
import { atelierStages } from '@/lib/db/values/atelier';

const planned = (start: string, lead: number): StageDates[] =>
  planStages(start, lead).map((stage) => ({ ...stage, doneOn: null }));

describe('the atelier plan', () => {
  it('spreads the eight stages over the lead time, in order, the last on the finish', () => {
    const plan = planStages('2026-03-01', 40);
    expect(plan.map((stage) => stage.stage)).toEqual([...atelierStages]);
    expect(plan[0]).toEqual({ stage: 'measurements_confirmed', plannedOn: '2026-03-03' });
    expect(plan.at(-1)).toEqual({ stage: 'ready_to_ship', plannedOn: '2026-04-10' });
    const days = plan.map((stage) => stage.plannedOn);
    expect([...days].sort()).toEqual(days);
  });

  it('plans a piece with no lead time for the day it starts', () => {
    expect(new Set(planStages('2026-03-01', 0).map((stage) => stage.plannedOn))).toEqual(
      new Set(['2026-03-01']),
    );
  });
});

describe('progress and slack', () => {
  const start = '2026-03-01';

  it('expects the planned finish while the next stage is on time', () => {
    const stages = planned(start, 40);
    expect(expectedFinish(stages, '2026-03-02')).toBe('2026-04-10');
    expect(nextStage(stages)?.stage).toBe('measurements_confirmed');
    expect(currentStage(stages)).toBeNull();
  });

  it('pushes the finish back by as many days as the next stage is overdue, and gains nothing from an early one', () => {
    const stages = planned(start, 40).map((stage) =>
      stage.stage === 'measurements_confirmed' ? { ...stage, doneOn: '2026-03-02' } : stage,
    );
    // Fabric cut was planned for 7 March: on 10 March it is three days late.
    expect(nextStage(stages)?.plannedOn).toBe('2026-03-07');
    expect(expectedFinish(stages, '2026-03-10')).toBe('2026-04-13');
    expect(expectedFinish(stages, '2026-03-04')).toBe('2026-04-10');
    expect(currentStage(stages)?.stage).toBe('measurements_confirmed');
  });

  it('takes the day it was ready once every stage is done', () => {
    const stages = planned(start, 40).map((stage) => ({ ...stage, doneOn: '2026-04-01' }));
    expect(expectedFinish(stages, '2026-05-01')).toBe('2026-04-01');
    expect(nextStage(stages)).toBeNull();
  });

  it('counts the slack against the promised day, else her day, negative when late', () => {
    expect(slackDays({ promised: '2026-04-20', needBy: '2026-04-05' }, '2026-04-10')).toBe(10);
    expect(slackDays({ promised: null, needBy: '2026-04-05' }, '2026-04-10')).toBe(-5);
    expect(slackDays({ promised: null, needBy: null }, '2026-04-10')).toBeNull();
  });

  it('orders the board least slack first, undated pieces last', () => {
    const rows = [{ slack: 4 }, { slack: null }, { slack: -3 }, { slack: 0 }];
    expect(rows.sort(bySlack).map((row) => row.slack)).toEqual([-3, 0, 4, null]);
  });
});

describe('the owner’s alert thresholds', () => {
  it('reaches 14 two weeks before her event, 14 and 7 one week before, none after it', () => {
    expect(alertsDue('2026-03-01', '2026-03-16')).toEqual([]);
    expect(alertsDue('2026-03-02', '2026-03-16')).toEqual([14]);
    expect(alertsDue('2026-03-09', '2026-03-16')).toEqual([14, 7]);
    expect(alertsDue('2026-03-16', '2026-03-16')).toEqual([14, 7]);
    expect(alertsDue('2026-03-17', '2026-03-16')).toEqual([]);
  });
});

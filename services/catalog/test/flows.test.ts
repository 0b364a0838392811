import { randomUUID } from 'node:crypto';
import { knownCodesOf, type CodeEntry } from '../src/domain/codes.js';
import { admitFlow, admitFlowBrowse, assertScreensOfApp, FLOW_STEPS_MAX } from '../src/domain/flows.js';

const known = knownCodesOf([{ type: 'PATTERN', code: '103' } as CodeEntry, { type: 'PATTERN', code: '125' } as CodeEntry]);
const screens = Array.from({ length: FLOW_STEPS_MAX + 1 }, () => randomUUID());
const flow = (steps: unknown[], rest: Record<string, unknown> = {}) => ({
  name: ' 회원가입 ',
  patternCode: '103',
  steps,
  ...rest,
});
const step = (imageId: string, label = '') => ({ imageId, label });

describe('admitFlow', () => {
  it('takes a flow of the app’s screens in order, trimmed, with empty English words by default', () => {
    expect(admitFlow(flow([step(screens[0]!, ' 전화번호 입력 '), step(screens[1]!)]), known)).toEqual({
      name: '회원가입',
      nameEn: '',
      patternCode: '103',
      steps: [
        { imageId: screens[0], label: '전화번호 입력', labelEn: '' },
        { imageId: screens[1], label: '', labelEn: '' },
      ],
    });
  });

  it.each([
    ['one step', flow([step(screens[0]!)]), 'steps'],
    ['more than 30 steps', flow(screens.map((s) => step(s))), 'steps'],
    ['a screen twice', flow([step(screens[0]!), step(screens[1]!), step(screens[0]!)]), 'steps.2.imageId'],
    ['an empty name', flow([step(screens[0]!), step(screens[1]!)], { name: '  ' }), 'name'],
    ['a name of 81 characters', flow([step(screens[0]!), step(screens[1]!)], { name: '가'.repeat(81) }), 'name'],
    ['a label of 81 characters', flow([step(screens[0]!, 'a'.repeat(81)), step(screens[1]!)]), 'steps.0.label'],
    ['a step that is not an id', flow([step('x'), step(screens[1]!)]), 'steps.0.imageId'],
    ['an unknown pattern code', flow([step(screens[0]!), step(screens[1]!)], { patternCode: '999' }), 'patternCode'],
  ])('refuses %s with VALIDATION_ERROR naming it', (_what, input, path) => {
    expect(() => admitFlow(input, known)).toThrow(
      expect.objectContaining({ errorCode: 'VALIDATION_ERROR', details: { issues: [expect.objectContaining({ path })] } }),
    );
  });
});

describe('assertScreensOfApp', () => {
  const admitted = admitFlow(flow([step(screens[0]!), step(screens[1]!), step(screens[2]!)]), known);

  it('passes a flow whose every step is a screen of the app', () => {
    expect(() => assertScreensOfApp(admitted, new Set(screens.slice(0, 3)))).not.toThrow();
  });

  it('names the screens that are not the app’s own with FLOW_SCREEN_NOT_IN_APP', () => {
    expect(() => assertScreensOfApp(admitted, new Set([screens[1]!]))).toThrow(
      expect.objectContaining({
        errorCode: 'FLOW_SCREEN_NOT_IN_APP',
        kind: 'invalid',
        details: { imageIds: [screens[0], screens[2]] },
      }),
    );
  });
});

describe('admitFlowBrowse', () => {
  it('pages 20 flows from the start unless asked, of both platforms', () => {
    expect(admitFlowBrowse({ patternCodes: [], categoryCodes: [] })).toEqual({
      patternCodes: [],
      categoryCodes: [],
      limit: 20,
      offset: 0,
    });
  });

  it.each([{ limit: 101 }, { offset: -1 }, { type: 'TABLET' }, { appId: 'x' }, { patternCodes: ['a b'] }])(
    'refuses %o',
    (input) => {
      expect(() => admitFlowBrowse(input)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    },
  );
});

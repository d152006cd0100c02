import { describe, expect, it } from 'vitest';
import { namespacesUsed } from './namespace-preload';

describe('namespacesUsed', () => {
  it.each([
    ['no call', 'const x = 1;', []],
    ['the default namespace', 'const { t } = useTranslation();', []],
    ['one namespace', "const { t } = useTranslation('homes');", ['homes']],
    ['double quotes, as compiled', 'const { t } = useTranslation("homes");', ['homes']],
    ['a list', "useTranslation(['homes', 'common', 'credits'])", ['common', 'credits', 'homes']],
    ['a list over lines, with options', "useTranslation([\n  'sync',\n  'errors',\n], { useSuspense: false })", ['errors', 'sync']],
    ['several calls, each namespace once', "useTranslation('a'); useTranslation(['b', 'a']);", ['a', 'b']],
    ['a namespace given by a variable is not known', 'useTranslation(props.namespace)', []],
    ['another function', "myUseTranslation('x'); t('homes:title')", []],
  ])('%s', (_, source, expected) => {
    expect(namespacesUsed(source)).toEqual(expected);
  });
});

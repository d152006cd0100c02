import { describe, expect, it } from 'vitest';
import { fieldElement } from './form';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

describe('fieldElement: the control a field error points to', () => {
  it('skips disabled controls sharing the name (a past or full slot) for the first one that can take the focus', () => {
    const found = fieldElement(form('<input type="checkbox" name="timeslotIds" value="1" disabled><input type="checkbox" name="timeslotIds" value="3">'), 'timeslotIds');
    expect((found as HTMLInputElement).value).toBe('3');
  });

  it('prefers the field’s own controls to another button of its wrapper (a full slot’s waiting-list button)', () => {
    const slots = form(
      '<fieldset data-field="timeslotIds"><input type="checkbox" name="timeslotIds" value="1" disabled><button type="button">Liste d’attente</button><input type="checkbox" name="timeslotIds" value="3"></fieldset>',
    );
    expect((fieldElement(slots, 'timeslotIds') as HTMLInputElement).value).toBe('3');
  });

  it('finds the focusable control inside a data-field wrapper, and falls back to the parent key', () => {
    const wrapper = form('<div data-field="timeslots"><button type="button" disabled>x</button><input name="other"></div>');
    expect(fieldElement(wrapper, 'timeslots.0.date')?.getAttribute('name')).toBe('other');
  });

  it('answers the element itself when nothing in it can take the focus, and null when nothing matches', () => {
    const only = form('<div data-field="images"></div>');
    expect(fieldElement(only, 'images')?.getAttribute('data-field')).toBe('images');
    expect(fieldElement(only, 'title')).toBeNull();
  });
});

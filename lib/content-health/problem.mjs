import { componentLabel } from './tree.mjs';

/**
 * One problem, naming the component (its id, type and definition name) and parameter a click selects in the canvas,
 * and `path`, where it sits in the composition or entry (what `npm run content:check` prints).
 */
export function componentProblem(rule, component, path, parameter, message, site, severity = 'error') {
  return {
    rule,
    severity,
    componentId: component._id ?? '',
    componentType: component.type,
    componentName: componentLabel(component, site.definitions),
    parameter,
    path: parameter ? `${path}.parameters.${parameter}` : path,
    message,
  };
}

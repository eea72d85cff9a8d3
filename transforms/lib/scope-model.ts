/**
 * A file's bindings and scopes as the front ends read them (what Babel's `Binding` and
 * `Scope` answered): built by the one walk (one-walk.ts), which hands each binding the
 * maker of its NodePaths.
 */
import { Scope as BabelScope, type NodePath } from '@babel/traverse';
import * as t from '@babel/types';

const { isBlockParent, isFunction, isFunctionParent, isPattern, isProgram } = t;

/** Makes the NodePath of a node of the file, on demand. */
export interface PathMaker {
  pathOf(node: t.Node): NodePath;
}

export type BindingKind = 'var' | 'let' | 'const' | 'module' | 'hoisted' | 'param' | 'local' | 'unknown';

export class Binding {
  constant = true;
  referenced = false;
  private readonly referenceNodes: t.Node[] = [];
  private readonly violationNodes: t.Node[] = [];

  constructor(
    readonly identifier: t.Identifier,
    readonly scope: Scope,
    private readonly declarationNode: t.Node,
    readonly kind: BindingKind,
    private readonly file: PathMaker,
  ) {}

  /** The declaration: a declarator, a specifier, a function or class, a parameter, a catch clause. */
  get path(): NodePath {
    return this.file.pathOf(this.declarationNode);
  }

  get referencePaths(): NodePath[] {
    return this.referenceNodes.map((node) => this.file.pathOf(node));
  }

  get constantViolations(): NodePath[] {
    return this.violationNodes.map((node) => this.file.pathOf(node));
  }

  reference(node: t.Node): void {
    if (this.referenceNodes.includes(node)) return;
    this.referenced = true;
    this.referenceNodes.push(node);
  }

  reassign(node: t.Node): void {
    this.constant = false;
    if (!this.violationNodes.includes(node)) this.violationNodes.push(node);
  }
}

export class Scope {
  readonly bindings: Record<string, Binding> = Object.create(null) as Record<string, Binding>;

  constructor(
    readonly node: t.Node,
    readonly parent: Scope | undefined,
  ) {}

  getOwnBinding(name: string): Binding | undefined {
    return this.bindings[name];
  }

  /** Babel's rules: the nearest declaration; a parameter pattern's default does not see the function body's. */
  getBinding(name: string, below?: t.Node): Binding | undefined {
    const binding = this.getOwnBinding(name);
    if (binding && !(below && isPattern(below) && binding.kind !== 'param' && binding.kind !== 'local')) return binding;
    if (!binding && name === 'arguments' && isFunction(this.node) && !t.isArrowFunctionExpression(this.node))
      return undefined;
    return this.parent?.getBinding(name, this.node);
  }

  /** Declared here or above; globals (`JSON`, `undefined`, ...) count unless `noGlobals`. */
  hasBinding(name: string, options: boolean | { noGlobals?: boolean } = false): boolean {
    if (this.getOwnBinding(name)) return true;
    if (this.parent) return this.parent.hasBinding(name, options);
    const noGlobals = typeof options === 'boolean' ? options : options.noGlobals === true;
    return !noGlobals && (BabelScope.globals.includes(name) || BabelScope.contextVariables.includes(name));
  }

  functionParent(): Scope {
    if (isFunctionParent(this.node) || isProgram(this.node) || !this.parent) return this;
    return this.parent.functionParent();
  }

  blockParent(): Scope {
    return isBlockParent(this.node) || !this.parent ? this : this.parent.blockParent();
  }
}
